import { z } from 'zod';
import { announcement, attachment } from '@brids/contracts/marketing';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, dateTime, filled, html, slugField, url, wholeNumber } from '../../lib/both-languages.ts';
import { sanitize } from '../../lib/html.ts';
import { siteUrls } from '../../site/site-paths.ts';

const a = announcement.shape;
const file = attachment.shape;

/**
 * An announcement (`GET /api/announcement-items/{slug}`) with its attachments (PDFs and the like, by URL),
 * both languages together; it shows from `published_at`. The body is HTML, sanitised when published.
 */
export const announcementDocument = z.object({
  slug: slugField(a.slug),
  published_at: dateTime(a.published_at),
  title: bothLanguages(filled(a.title, 'Fill in the title')),
  summary: bothLanguages(a.summary),
  body: bothLanguages(html(a.body)),
  attachments: z.array(z.object({
    name: filled(file.name, 'Fill in the file\'s name'),
    url: url(filled(file.url, 'Choose the file')),
    size: wholeNumber(file.size, 0, 'Enter the file\'s size in bytes (a whole number of 0 or more)'),
  })),
});
export type AnnouncementDocument = z.infer<typeof announcementDocument>;

/** Announcements: nothing refers to one, so taking it off deletes its rows, attachments with it (the editorial layer keeps the document). */
export const announcementsKind: ContentKind<AnnouncementDocument> = {
  name: 'announcement-items',
  label: { id: 'Pengumuman', en: 'Announcements' },
  writers: ['editor'],
  fourEyes: false,
  schema: announcementDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => doc.title,
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('announcements').select('slug').orderBy('published_at', 'desc').orderBy('id', 'desc').execute()).map((r) => r.slug);
  },
  async read(db, key) {
    const row = await db.selectFrom('announcements').selectAll().where('slug', '=', key).executeTakeFirst();
    if (!row) return undefined;
    const files = await db.selectFrom('announcement_attachments').selectAll().where('announcement_id', '=', row.id).orderBy('sort_order').orderBy('id').execute();
    return {
      slug: row.slug, published_at: row.published_at,
      title: { id: row.title_id, en: row.title_en }, summary: { id: row.summary_id, en: row.summary_en }, body: { id: row.body_id, en: row.body_en },
      attachments: files.map((f) => ({ name: f.name, url: f.url, size: Number(f.size) })),
    };
  },
  async publish(trx, doc) {
    const values = {
      published_at: doc.published_at, title_id: doc.title.id, title_en: doc.title.en, summary_id: doc.summary.id, summary_en: doc.summary.en,
      body_id: sanitize(doc.body.id), body_en: sanitize(doc.body.en),
    };
    const existing = await trx.selectFrom('announcements').select('id').where('slug', '=', doc.slug).executeTakeFirst();
    const id = existing
      ? (await trx.updateTable('announcements').set(values).where('id', '=', existing.id).execute(), existing.id)
      : (await trx.insertInto('announcements').values({ slug: doc.slug, ...values }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.deleteFrom('announcement_attachments').where('announcement_id', '=', id).execute();
    if (doc.attachments.length) {
      await trx.insertInto('announcement_attachments').values(doc.attachments.map((f, i) => ({ announcement_id: id, sort_order: i + 1, ...f }))).execute();
    }
  },
  async unpublish(trx, key) {
    const row = await trx.selectFrom('announcements').select('id').where('slug', '=', key).executeTakeFirst();
    if (!row) return;
    await trx.deleteFrom('announcement_attachments').where('announcement_id', '=', row.id).execute();
    await trx.deleteFrom('announcements').where('id', '=', row.id).execute();
  },
  sitePaths: (doc) => {
    const page = siteUrls('announcement');
    return { id: `${page.id}/${doc.slug}`, en: `${page.en}/${doc.slug}` };
  },
};
