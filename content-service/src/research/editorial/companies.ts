import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { company, managementMember, stockHistoryItem, stockholder, subsidiary } from '@brids/contracts/research';
import type { ContentKind } from '../../editorial/kind.ts';
import { atLeast, bothLanguages, day, filled, slugField, url } from '../../lib/both-languages.ts';
import { HttpError } from '../../lib/errors.ts';
import type { DB } from '../../schema.ts';
import { siteUrls } from '../../site/site-paths.ts';
import { both, bothLists, bothStrings, columns, email, itemOf, json, tickerField } from './fields.ts';

const c = company.shape;
const percent = (field: typeof subsidiary.shape.ownership_percent) =>
  (field as unknown as z.ZodNumber).check(z.refine((value: number) => value >= 0 && value <= 100, 'Enter a percentage from 0 to 100')) as unknown as typeof field;
const shares = (field: typeof stockholder.shape.shares) => atLeast(field, 0, 'Enter a number of shares of 0 or more');

const sections = {
  management: z.array(z.object({
    role: managementMember.shape.role,
    position: filled(managementMember.shape.position, 'Fill in the position'),
    name: filled(managementMember.shape.name, 'Fill in the name'),
  })),
  subsidiaries: z.array(z.object({
    name: filled(subsidiary.shape.name, 'Fill in the name'),
    activity: subsidiary.shape.activity,
    ownership_percent: percent(subsidiary.shape.ownership_percent),
  })),
  stockholders: z.array(z.object({
    name: filled(stockholder.shape.name, 'Fill in the name'),
    shares: shares(stockholder.shape.shares),
    percent: percent(stockholder.shape.percent),
  })),
  stock_history: z.array(z.object({
    date: day(stockHistoryItem.shape.date),
    kind: stockHistoryItem.shape.kind,
    shares: shares(stockHistoryItem.shape.shares),
    total_shares: shares(stockHistoryItem.shape.total_shares),
    note: stockHistoryItem.shape.note,
  })),
  other_information: z.array(z.object({
    label: filled(itemOf(c.other_information).shape.label, 'Fill in the label'),
    value: itemOf(c.other_information).shape.value,
  })),
};

/**
 * A listed company with the sections of its page (`GET /api/companies/{slug}`), both languages together:
 * the name, ticker and contacts are the same in both, every section is written in each. Its financial
 * statements and news are kinds of their own.
 */
export const companyDocument = z.object({
  slug: slugField(c.slug),
  ticker: tickerField(c.ticker),
  name: filled(c.name, 'Fill in the company\'s name'),
  sector: c.sector,
  listing_date: day(c.listing_date),
  summary: bothLanguages(filled(c.summary, 'Fill in the summary')),
  about: bothLanguages(c.about),
  management: bothLanguages(sections.management),
  subsidiaries: bothLanguages(sections.subsidiaries),
  stockholders: bothLanguages(sections.stockholders),
  stock_history: bothLanguages(sections.stock_history),
  address: bothLanguages(filled(c.address, 'Fill in the address')),
  phone: filled(c.phone, 'Fill in the phone number'),
  fax: c.fax,
  email: email(c.email),
  website: url(filled(c.website, 'Fill in the website')),
  products: bothLanguages(z.array(filled(itemOf(c.products), 'Fill in the product, or remove it'))),
  other_information: bothLanguages(sections.other_information),
});
export type CompanyDocument = z.infer<typeof companyDocument>;

const SECTIONS = ['management', 'subsidiaries', 'stockholders', 'stock_history', 'other_information'] as const;

async function readCompany(db: Kysely<DB>, slug: string): Promise<CompanyDocument | undefined> {
  const row = await db.selectFrom('research_companies').selectAll().where('slug', '=', slug).where('is_published', '=', 1).executeTakeFirst();
  if (!row) return undefined;
  return {
    slug: row.slug,
    ticker: row.ticker,
    name: row.name,
    sector: row.sector as CompanyDocument['sector'],
    listing_date: row.listing_date,
    summary: both(row, 'summary'),
    about: both(row, 'about'),
    // The sections' items are kept as stored (the API answers them so): the document round-trips byte for byte.
    ...(Object.fromEntries(SECTIONS.map((name) => [name, bothLists(row, name)])) as Pick<CompanyDocument, (typeof SECTIONS)[number]>),
    address: both(row, 'address'),
    phone: row.phone,
    fax: row.fax,
    email: row.email,
    website: row.website,
    products: bothStrings(row, 'products'),
  };
}

/**
 * Makes the company what visitors see; a company taken off the site before keeps its row (and its
 * statements and news), so publishing it again brings them back. A ticker another company has is a 422.
 */
async function publishCompany(trx: Transaction<DB>, doc: CompanyDocument): Promise<void> {
  const other = await trx.selectFrom('research_companies').select('slug').where('ticker', '=', doc.ticker).where('slug', '!=', doc.slug).executeTakeFirst();
  if (other) throw new HttpError(422, 'The company cannot be published as it is', { ticker: [`The company ${other.slug} already has the ticker ${doc.ticker}`] });
  const values = {
    ticker: doc.ticker, name: doc.name, sector: doc.sector, listing_date: doc.listing_date,
    phone: doc.phone, fax: doc.fax, email: doc.email, website: doc.website, is_published: 1,
    ...columns('summary', doc.summary),
    ...columns('about', doc.about),
    ...columns('address', doc.address),
    ...columns('products', doc.products, json),
    ...Object.assign({}, ...SECTIONS.map((name) => columns(name, doc[name] as { id: unknown; en: unknown }, json))),
  };
  await trx.insertInto('research_companies').values({ slug: doc.slug, ...values }).onConflict((oc) => oc.column('slug').doUpdateSet(values)).execute();
}

/** The company page's URL in each locale. */
export function companyPaths(slug: string): { id: string; en: string } {
  const list = siteUrls('company-information-list');
  return { id: `${list.id}/${slug}`, en: `${list.en}/${slug}` };
}

/**
 * Companies: taken off the site by `is_published` (their statements and news refer to the row and go off
 * with it); never deleted outright.
 */
export const companiesKind: ContentKind<CompanyDocument> = {
  name: 'companies',
  label: { id: 'Informasi Perusahaan', en: 'Companies' },
  writers: ['research-publisher'],
  fourEyes: false,
  schema: companyDocument,
  keyOf: (doc) => doc.slug,
  titleOf: (doc) => ({ id: `${doc.name} (${doc.ticker})`, en: `${doc.name} (${doc.ticker})` }),
  creatable: true,
  deletable: false,
  async listKeys(db) {
    return (await db.selectFrom('research_companies').select('slug').where('is_published', '=', 1).orderBy('ticker').execute()).map((row) => row.slug);
  },
  read: readCompany,
  publish: publishCompany,
  async unpublish(trx, key) {
    await trx.updateTable('research_companies').set({ is_published: 0 }).where('slug', '=', key).execute();
  },
  sitePaths: (doc) => companyPaths(doc.slug),
};

/**
 * The row id of a company on the site, for the entries that belong to one (statements, news); a 422 on
 * `company` when there is none (unknown, or taken off the site).
 */
export async function companyOnSite(trx: Kysely<DB>, slug: string, what: string): Promise<number> {
  const row = await trx.selectFrom('research_companies').select('id').where('slug', '=', slug).where('is_published', '=', 1).executeTakeFirst();
  if (!row) throw new HttpError(422, `The ${what} cannot be published as it is`, { company: [`There is no company ${slug} on the site: publish the company first`] });
  return row.id;
}
