import { z, type Infer } from '@brids/contracts/schema';

/** Announcements (`/api/announcement-items`). */

export const attachment = z.object({ name: z.string(), url: z.string(), size: z.number() });
export type Attachment = Infer<typeof attachment>;

export const announcementSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  published_at: z.string(),
  attachment_count: z.number(),
});
export type AnnouncementSummary = Infer<typeof announcementSummary>;
export const announcement = z.extend(announcementSummary, { body: z.string(), attachments: z.array(attachment) });
export type Announcement = Infer<typeof announcement>;

/** GET /api/announcement-items: a page of announcements, newest first, and the years that have some. */
export const announcementList = z.object({
  data: z.array(announcementSummary),
  meta: z.object({ page: z.number(), perPage: z.number(), total: z.number(), years: z.array(z.number()) }),
});
export type AnnouncementList = Infer<typeof announcementList>;
