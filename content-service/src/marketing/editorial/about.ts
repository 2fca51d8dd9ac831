import type { Selectable } from 'kysely';
import { z } from 'zod';
import { about, aboutItem } from '@brids/contracts/marketing';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, filled, slugField, url, wholeNumber } from '../../lib/both-languages.ts';
import { HttpError } from '../../lib/errors.ts';
import { SITE_ROUTES, siteUrls } from '../../site/site-paths.ts';
import type { AboutItemsTable } from '../schema.ts';

const item = aboutItem.shape;
const LISTS = ['management', 'licences', 'awards', 'offices'] as const;
/** The `about_items.kind` of each list of the page. */
const KIND_OF = { management: 'management', licences: 'licence', awards: 'award', offices: 'office' } as const;

const part = z.object({
  key: slugField(item.key),
  title: bothLanguages(filled(item.title, 'Fill in the name')),
  detail: bothLanguages(item.detail),
  year: wholeNumber(item.year, 1900, 'Enter a year such as 2024, or leave it empty'),
  photo_url: z.nullable(url(filled(item.photo._zod.def.innerType.shape.url, 'Choose a photo, or leave it empty'))),
});
const statement = z.object({ key: slugField(item.key), text: bothLanguages(filled(about.shape.vision, 'Fill in the text')) });

/**
 * The about-us page's parts (`GET /api/about`), both languages together: one entry, key 'about'. Each
 * part keeps its key; the vision and missions show their text only.
 */
export const aboutDocument = z.object({
  vision: statement,
  missions: z.array(statement),
  management: z.array(part),
  licences: z.array(part),
  awards: z.array(part),
  offices: z.array(part),
}).superRefine((doc, ctx) => {
  const seen = new Set<string>();
  const check = (key: string, path: (string | number)[]) => {
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [...path, 'key'], message: 'This key is already used on the page: give the part a key of its own' });
    seen.add(key);
  };
  check(doc.vision.key, ['vision']);
  doc.missions.forEach((m, i) => check(m.key, ['missions', i]));
  for (const list of LISTS) doc[list].forEach((p, i) => check(p.key, [list, i]));
});
export type AboutDocument = z.infer<typeof aboutDocument>;

export const ABOUT_KEY = 'about';
type Row = Selectable<AboutItemsTable>;

const toPart = (r: Row) => ({
  key: r.key, title: { id: r.title_id, en: r.title_en }, detail: { id: r.detail_id, en: r.detail_en },
  year: r.year === null ? null : Number(r.year), photo_url: r.photo_url,
});
const toStatement = (r: Row) => ({ key: r.key, text: { id: r.detail_id, en: r.detail_en } });

/** The about-us page's parts: one fixed entry, changed but never taken off (the page needs it). */
export const aboutKind: ContentKind<AboutDocument> = {
  name: 'about-page',
  label: { id: 'Tentang kami: visi, misi, manajemen, izin, penghargaan, kantor', en: 'About us: vision, missions, management, licences, awards, offices' },
  writers: ['editor'],
  fourEyes: false,
  schema: aboutDocument,
  keyOf: () => ABOUT_KEY,
  titleOf: () => SITE_ROUTES['about-us'].title,
  creatable: false,
  deletable: false,
  listKeys: async () => [ABOUT_KEY],
  async read(db, key) {
    if (key !== ABOUT_KEY) return undefined;
    const rows = await db.selectFrom('about_items').selectAll().orderBy('sort_order').orderBy('id').execute();
    const of = (kind: string) => rows.filter((r) => r.kind === kind);
    const vision = of('vision')[0];
    return {
      vision: vision ? toStatement(vision) : { key: 'vision', text: { id: '', en: '' } },
      missions: of('mission').map(toStatement),
      management: of('management').map(toPart),
      licences: of('licence').map(toPart),
      awards: of('award').map(toPart),
      offices: of('office').map(toPart),
    };
  },
  async publish(trx, doc) {
    // Upserted by key: the vision's and missions' own titles (not shown) stay as they are.
    const existing = new Map((await trx.selectFrom('about_items').select(['id', 'key']).execute()).map((r) => [r.key, r.id]));
    const rows = [
      { kind: 'vision', ...doc.vision, title: undefined, detail: doc.vision.text, year: null, photo_url: null },
      ...doc.missions.map((m) => ({ kind: 'mission', key: m.key, title: undefined, detail: m.text, year: null, photo_url: null })),
      ...LISTS.flatMap((list) => doc[list].map((p) => ({ kind: KIND_OF[list], ...p }))),
    ];
    const kept = new Set(rows.map((r) => r.key));
    const gone = [...existing.keys()].filter((key) => !kept.has(key));
    if (gone.length) await trx.deleteFrom('about_items').where('key', 'in', gone).execute();
    for (const [i, row] of rows.entries()) {
      const values = {
        kind: row.kind, sort_order: i + 1, year: row.year, photo_url: row.photo_url, detail_id: row.detail.id, detail_en: row.detail.en,
        ...(row.title ? { title_id: row.title.id, title_en: row.title.en } : {}),
      };
      const id = existing.get(row.key);
      if (id !== undefined) await trx.updateTable('about_items').set(values).where('id', '=', id).execute();
      else await trx.insertInto('about_items').values({ key: row.key, title_id: row.title?.id ?? '', title_en: row.title?.en ?? '', ...values }).execute();
    }
  },
  async unpublish() {
    throw new HttpError(409, 'The about-us page needs its parts: change them instead of taking them off the site');
  },
  sitePaths: () => siteUrls('about-us'),
};
