import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { LOCALES } from '@brids/contracts';
import { riskProduct, riskProfile } from '@brids/contracts/tools';
import type { ContentKind } from '../../editorial/kind.ts';
import { bothLanguages, filled, perLocale, slugField, wholeNumber } from '../../lib/both-languages.ts';
import { parseJsonList, parseStringList } from '../../lib/json.ts';
import type { DB } from '../../schema.ts';
import { SITE_ROUTES, siteUrls } from '../../site/site-paths.ts';
import { checkScoreRanges } from './score-ranges.ts';

const p = riskProfile.shape;
const product = riskProduct.shape;
const isRoute = (name: string) => Object.hasOwn(SITE_ROUTES, name);

/** A risk profile (`GET /api/risk-profile/profiles`): its score range and, in both languages, what it means and the products it suggests. */
export const profileDocument = z.object({
  slug: slugField(p.slug),
  sort_order: wholeNumber(z.number(), 0, 'Enter a whole number of 0 or more'),
  min_score: wholeNumber(p.min_score, 0, 'Enter a whole score (0 or more)'),
  max_score: wholeNumber(p.max_score, 0, 'Enter a whole score (0 or more)'),
  name: bothLanguages(filled(p.name, 'Fill in the name of the profile')),
  summary: bothLanguages(filled(p.summary, 'Fill in the summary')),
  characteristics: bothLanguages(p.characteristics),
  products: bothLanguages(z.array(z.object({
    route: product.route.check(z.refine(isRoute, 'Choose a page of the site (a route name such as mutual-fund)')),
    title: filled(product.title, 'Fill in the product\'s title'),
    description: product.description,
  }))),
  disclaimer: bothLanguages(filled(p.disclaimer, 'Fill in the disclaimer')),
}).superRefine((doc, ctx) => {
  if (doc.max_score < doc.min_score) ctx.addIssue({ code: 'custom', path: ['max_score'], message: 'The highest score cannot be below the lowest' });
});
export type ProfileDocument = z.infer<typeof profileDocument>;

type ProductItem = ProfileDocument['products']['id'][number];
const products = (value: string | undefined): ProductItem[] =>
  parseJsonList(value).flatMap((item) => (typeof item.route === 'string' && typeof item.title === 'string'
    ? [{ route: item.route, title: item.title, description: typeof item.description === 'string' ? item.description : '' }]
    : []));

async function readProfile(db: Kysely<DB>, slug: string): Promise<ProfileDocument | undefined> {
  const row = await db.selectFrom('risk_profiles').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  const texts = await db.selectFrom('risk_profile_translations').selectAll().where('profile_id', '=', row.id).execute();
  const text = perLocale((locale) => texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale === 'id'));
  return {
    slug: row.slug,
    sort_order: Number(row.sort_order),
    min_score: Number(row.min_score),
    max_score: Number(row.max_score),
    name: perLocale((locale) => text[locale]?.name ?? row.slug),
    summary: perLocale((locale) => text[locale]?.summary ?? ''),
    characteristics: perLocale((locale) => parseStringList(text[locale]?.characteristics)),
    products: perLocale((locale) => products(text[locale]?.products)),
    disclaimer: perLocale((locale) => text[locale]?.disclaimer ?? ''),
  };
}

async function publishProfile(trx: Transaction<DB>, doc: ProfileDocument): Promise<void> {
  const values = { min_score: doc.min_score, max_score: doc.max_score, sort_order: doc.sort_order };
  const existing = await trx.selectFrom('risk_profiles').select('id').where('slug', '=', doc.slug).executeTakeFirst();
  const id = existing
    ? (await trx.updateTable('risk_profiles').set(values).where('id', '=', existing.id).execute(), existing.id)
    : (await trx.insertInto('risk_profiles').values({ slug: doc.slug, ...values }).returning('id').executeTakeFirstOrThrow()).id;
  await trx.deleteFrom('risk_profile_translations').where('profile_id', '=', id).execute();
  await trx.insertInto('risk_profile_translations').values(LOCALES.map((locale) => ({
    profile_id: id, locale, name: doc.name[locale], summary: doc.summary[locale], characteristics: JSON.stringify(doc.characteristics[locale]),
    products: JSON.stringify(doc.products[locale]), disclaimer: doc.disclaimer[locale],
  }))).execute();
  await checkScoreRanges(trx, 'min_score');
}

/**
 * The risk profiles a quiz result falls in. Taken off the site, a profile's rows are deleted; like every
 * change, only while each reachable score still has exactly one profile (`checkScoreRanges`).
 */
export const riskProfilesKind: ContentKind<ProfileDocument> = {
  name: 'risk-profiles',
  label: { id: 'Profil risiko', en: 'Risk profiles' },
  writers: ['editor'],
  fourEyes: false,
  schema: profileDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => doc.name,
  creatable: true,
  deletable: true,
  async listKeys(db) {
    return (await db.selectFrom('risk_profiles').select('slug').orderBy('min_score').orderBy('sort_order').execute()).map((r) => r.slug);
  },
  read: readProfile,
  publish: publishProfile,
  async unpublish(trx, key) {
    const row = await trx.selectFrom('risk_profiles').select('id').where('slug', '=', key).executeTakeFirst();
    if (!row) return;
    await trx.deleteFrom('risk_profile_translations').where('profile_id', '=', row.id).execute();
    await trx.deleteFrom('risk_profiles').where('id', '=', row.id).execute();
    await checkScoreRanges(trx, 'slug');
  },
  sitePaths: () => siteUrls('risk-profile'),
};
