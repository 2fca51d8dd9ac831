import { z } from 'zod';

/** One file of the media library, as `GET /api/media` and `POST /api/media` answer it. */
export const mediaItem = z.object({
  name: z.string().meta({ description: 'Content-addressed: the first 32 hex digits of the SHA-256 of the bytes, and the extension', examples: ['3f0c6b2d9e8a4f1b7c5d2e0a9b8c7d6e.jpg'] }),
  url: z.string().meta({ description: 'Where visitors get it: /media/<name> (on the site and on the content service)' }),
  type: z.string().meta({ examples: ['image/jpeg', 'application/pdf'] }),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.object({ id: z.string(), en: z.string() }),
  originalName: z.string(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItem>;
