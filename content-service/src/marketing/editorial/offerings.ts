import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { offering, offeringSample, offeringVariant, priorityProgram } from '@brids/contracts/marketing';
import type { ContentKind } from '../../editorial/kind.ts';
import { atLeast, bothLanguages, day, filled, slugField, url, wholeNumber } from '../../lib/both-languages.ts';
import { parseJsonList, parseStringList } from '../../lib/json.ts';
import type { DB } from '../../schema.ts';
import { SITE_ROUTES, siteUrls, type RouteName } from '../../site/site-paths.ts';
import type { OfferingSamplesTable, OfferingsTable, OfferingVariantsTable } from '../schema.ts';

const o = offering.shape;
const v = offeringVariant.shape;
const s = offeringSample.shape;
const p = priorityProgram.shape;

const variant = z.object({
  key: slugField(v.key),
  title: bothLanguages(filled(v.title, 'Fill in the title of the tab')),
  description: bothLanguages(v.description),
  points: bothLanguages(v.points),
  contract_months: wholeNumber(v.contract_months, 1, 'Enter a whole number of months (1 or more), or leave it empty'),
  min_asset_holding: atLeast(v.min_asset_holding, 0, 'Enter an amount of 0 or more, or leave it empty'),
});

const sample = z.object({
  slug: slugField(s.slug),
  name: bothLanguages(filled(s.name, 'Fill in the name')),
  type: filled(s.type, 'Fill in the type (money-market, equity, government-bond...)'),
  risk_level: s.risk_level,
  minimum_subscription: atLeast(s.minimum_subscription, 0, 'Enter an amount of 0 or more'),
  coupon_rate: atLeast(s.coupon_rate, 0, 'Enter a percentage of 0 or more, or leave it empty'),
  tenor_months: wholeNumber(s.tenor_months, 1, 'Enter a whole number of months (1 or more), or leave it empty'),
  offer_start: day(s.offer_start),
  offer_end: day(s.offer_end),
  terms: bothLanguages(s.terms),
});

const program = z.object({
  min_total_assets: atLeast(p.min_total_assets, 0, 'Enter an amount of 0 or more'),
  starts_on: day(p.starts_on),
  ends_on: day(p.ends_on),
  quota: wholeNumber(p.quota, 0, 'Enter a whole number of 0 or more'),
  quota_remaining: wholeNumber(p.quota_remaining, 0, 'Enter a whole number of 0 or more'),
}).superRefine((value, ctx) => {
  if (value.quota_remaining > value.quota) ctx.addIssue({ code: 'custom', path: ['quota_remaining'], message: 'The places left cannot be more than the quota' });
  if (value.ends_on < value.starts_on) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'The program cannot end before it starts' });
});

const unique = <T>(items: T[], keyOf: (item: T) => string) => items.length === new Set(items.map(keyOf)).size;

/**
 * A product or service page (`GET /api/offerings/{slug}`), both languages together. Its related questions
 * are the FAQ's (`faqs.offering_slug`), edited there. `sort_order` places it in the overview.
 */
export const offeringDocument = z.object({
  slug: slugField(o.slug),
  kind: o.kind,
  sort_order: wholeNumber(z.number(), 0, 'Enter a whole number of 0 or more'),
  title: bothLanguages(filled(o.title, 'Fill in the title')),
  tagline: bothLanguages(o.tagline),
  image_url: url(filled(o.image.shape.url, 'Choose an image')),
  what_it_is: bothLanguages(o.what_it_is),
  who_it_is_for: bothLanguages(o.who_it_is_for),
  benefits: bothLanguages(o.benefits),
  steps: bothLanguages(o.steps),
  requirements: bothLanguages(o.requirements),
  documents: bothLanguages(o.documents),
  fees: bothLanguages(o.fees),
  risks: bothLanguages(o.risks),
  variants: z.array(variant).refine((items) => unique(items, (i) => i.key), 'Each tab needs a key of its own'),
  samples: z.array(sample).refine((items) => unique(items, (i) => i.slug), 'Each sample needs a slug of its own'),
  program: z.nullable(program),
  form_url: url(o.form_url),
  open_account: o.open_account,
});
export type OfferingDocument = z.infer<typeof offeringDocument>;

type Row = Selectable<OfferingsTable>;
const LIST_FIELDS = ['benefits', 'steps', 'requirements', 'documents', 'risks'] as const;
const json = (value: unknown) => JSON.stringify(value);
const both = <K extends string>(row: Record<`${K}_id` | `${K}_en`, string>, name: K) => ({ id: row[`${name}_id`], en: row[`${name}_en`] });
const bothLists = (row: Record<string, unknown>, name: string) => ({ id: parseStringList(row[`${name}_id`] as string), en: parseStringList(row[`${name}_en`] as string) });
const fees = (value: string) => parseJsonList(value).map((f) => ({ label: String(f.label ?? ''), value: String(f.value ?? '') }));
const number = (value: number | string | null) => (value === null ? null : Number(value));

function toDocument(row: Row, variants: Selectable<OfferingVariantsTable>[], samples: Selectable<OfferingSamplesTable>[], programRow: { min_total_assets: number; starts_on: string; ends_on: string; quota: number; quota_taken: number } | undefined): OfferingDocument {
  return {
    slug: row.slug,
    kind: row.kind as OfferingDocument['kind'],
    sort_order: Number(row.sort_order),
    title: both(row, 'title'),
    tagline: both(row, 'tagline'),
    image_url: row.image_url,
    what_it_is: both(row, 'what'),
    who_it_is_for: both(row, 'who'),
    benefits: bothLists(row, 'benefits'),
    steps: bothLists(row, 'steps'),
    requirements: bothLists(row, 'requirements'),
    documents: bothLists(row, 'documents'),
    fees: { id: fees(row.fees_id), en: fees(row.fees_en) },
    risks: bothLists(row, 'risks'),
    variants: variants.map((r) => ({
      key: r.key, title: both(r, 'title'), description: both(r, 'description'), points: bothLists(r, 'points'),
      contract_months: number(r.contract_months), min_asset_holding: number(r.min_asset_holding),
    })),
    samples: samples.map((r) => ({
      slug: r.slug, name: both(r, 'name'), type: r.type, risk_level: r.risk_level as OfferingDocument['samples'][number]['risk_level'],
      minimum_subscription: Number(r.minimum_subscription), coupon_rate: number(r.coupon_rate), tenor_months: number(r.tenor_months),
      offer_start: r.offer_start, offer_end: r.offer_end, terms: both(r, 'terms'),
    })),
    program: programRow
      ? {
          min_total_assets: Number(programRow.min_total_assets), starts_on: programRow.starts_on, ends_on: programRow.ends_on,
          quota: Number(programRow.quota), quota_remaining: Math.max(0, Number(programRow.quota) - Number(programRow.quota_taken)),
        }
      : null,
    form_url: row.form_url,
    open_account: Number(row.open_account) === 1,
  };
}

function columns(doc: OfferingDocument) {
  const pair = <K extends string>(name: K, value: { id: unknown; en: unknown }, encode = (x: unknown) => x as string) =>
    ({ [`${name}_id`]: encode(value.id), [`${name}_en`]: encode(value.en) }) as Record<`${K}_id` | `${K}_en`, string>;
  return {
    kind: doc.kind, sort_order: doc.sort_order, image_url: doc.image_url, form_url: doc.form_url, open_account: doc.open_account ? 1 : 0,
    ...pair('title', doc.title), ...pair('tagline', doc.tagline), ...pair('what', doc.what_it_is), ...pair('who', doc.who_it_is_for),
    ...pair('fees', doc.fees, json),
    ...Object.assign({}, ...LIST_FIELDS.map((name) => pair(name, doc[name], json))) as Record<`${(typeof LIST_FIELDS)[number]}_${'id' | 'en'}`, string>,
  };
}

const isRoute = (name: string): name is RouteName => Object.hasOwn(SITE_ROUTES, name);

/**
 * The product and service pages. A fixed set: each offering is a page of the site whose route (its slug)
 * mf-marketing declares, so an editor changes or takes one off but cannot create or delete one.
 */
export const offeringsKind: ContentKind<OfferingDocument> = {
  name: 'offerings',
  label: { id: 'Produk dan layanan', en: 'Products and services' },
  writers: ['editor'],
  fourEyes: false,
  schema: offeringDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => doc.title,
  creatable: false,
  deletable: false,
  async listKeys(db) {
    return (await db.selectFrom('offerings').select('slug').orderBy('sort_order').orderBy('id').execute()).map((r) => r.slug);
  },
  async read(db, key) {
    const row = await db.selectFrom('offerings').selectAll().where('slug', '=', key).executeTakeFirst();
    if (!row) return undefined;
    const [variants, samples, programRow] = await Promise.all([
      db.selectFrom('offering_variants').selectAll().where('offering_id', '=', row.id).orderBy('sort_order').orderBy('id').execute(),
      db.selectFrom('offering_samples').selectAll().where('offering_id', '=', row.id).orderBy('sort_order').orderBy('id').execute(),
      db.selectFrom('priority_programs').selectAll().where('offering_id', '=', row.id).orderBy('starts_on', 'desc').executeTakeFirst(),
    ]);
    return toDocument(row, variants, samples, programRow);
  },
  async publish(trx, doc) {
    const values = columns(doc);
    const existing = await trx.selectFrom('offerings').select('id').where('slug', '=', doc.slug).executeTakeFirst();
    const id = existing
      ? (await trx.updateTable('offerings').set(values).where('id', '=', existing.id).execute(), existing.id)
      : (await trx.insertInto('offerings').values({ slug: doc.slug, ...values }).returning('id').executeTakeFirstOrThrow()).id;
    await replaceParts(trx, id, doc);
  },
  async unpublish(trx, key) {
    await removeOffering(trx, key);
  },
  sitePaths: (doc) => (isRoute(doc.slug) ? siteUrls(doc.slug) : undefined),
};

/** The offering's tabs, samples and program become the document's (they have no identity of their own). */
async function replaceParts(trx: Transaction<DB>, id: number, doc: OfferingDocument): Promise<void> {
  for (const table of ['offering_variants', 'offering_samples', 'priority_programs'] as const) {
    await trx.deleteFrom(table).where('offering_id', '=', id).execute();
  }
  if (doc.variants.length) {
    await trx.insertInto('offering_variants').values(doc.variants.map((item, i) => ({
      offering_id: id, key: item.key, sort_order: i + 1, contract_months: item.contract_months, min_asset_holding: item.min_asset_holding,
      title_id: item.title.id, title_en: item.title.en, description_id: item.description.id, description_en: item.description.en,
      points_id: json(item.points.id), points_en: json(item.points.en),
    }))).execute();
  }
  if (doc.samples.length) {
    await trx.insertInto('offering_samples').values(doc.samples.map((item, i) => ({
      offering_id: id, slug: item.slug, sort_order: i + 1, type: item.type, risk_level: item.risk_level, minimum_subscription: item.minimum_subscription,
      coupon_rate: item.coupon_rate, tenor_months: item.tenor_months, offer_start: item.offer_start, offer_end: item.offer_end,
      name_id: item.name.id, name_en: item.name.en, terms_id: item.terms.id, terms_en: item.terms.en,
    }))).execute();
  }
  if (doc.program) {
    const { quota_remaining: remaining, ...program } = doc.program;
    await trx.insertInto('priority_programs').values({ offering_id: id, ...program, quota_taken: program.quota - remaining }).execute();
  }
}

async function removeOffering(db: Kysely<DB> | Transaction<DB>, slug: string): Promise<void> {
  const row = await db.selectFrom('offerings').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!row) return;
  for (const table of ['offering_variants', 'offering_samples', 'priority_programs'] as const) {
    await db.deleteFrom(table).where('offering_id', '=', row.id).execute();
  }
  await db.deleteFrom('offerings').where('id', '=', row.id).execute();
}
