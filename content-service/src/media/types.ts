/** What the media store holds: images the site shows and PDF documents visitors download. */
export const MEDIA_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
} as const;

export type MediaType = keyof typeof MEDIA_TYPES;
export type MediaExtension = (typeof MEDIA_TYPES)[MediaType];

const TYPE_OF_EXTENSION = Object.fromEntries(Object.entries(MEDIA_TYPES).map(([type, ext]) => [ext, type])) as Record<MediaExtension, MediaType>;

/**
 * A stored file's name: the first 32 hex digits of the SHA-256 of its bytes and the extension of its type
 * (`3f0c…9a.jpg`). Nothing else is a name, so no name reaches outside the store's folder.
 */
export const MEDIA_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|avif|gif|svg|pdf)$/;

/** The public URL of a stored file (served by the content service, proxied by the shell server). */
export const mediaUrl = (name: string) => `/media/${name}`;

export const isMediaName = (name: string) => MEDIA_NAME.test(name);

/** The type of a stored file, from its name's extension (undefined for a name that is not one). */
export function typeOfName(name: string): MediaType | undefined {
  if (!isMediaName(name)) return undefined;
  return TYPE_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1) as MediaExtension];
}
