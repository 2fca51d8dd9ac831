// Which pages the bench visits: every route of the pinned release (a "page kind"), with real
// slugs from the content service, and the four pages Lighthouse measures in both languages.

import { chosen } from './cli.mjs';

export const LOCALES = ['id', 'en'];

/** The pages of the Lighthouse runs (issue 6): route names. */
export const LIGHTHOUSE_PAGES = ['home', 'research-report-detail', 'investment-calculator', 'contact-us'];

/** The budgeted pages of issue 27 (what a phone feels, `pnpm bench:phone`): route names. */
export const PHONE_PAGES = ['home', 'research-report', 'research-report-detail', 'company-information', 'investment-calculator', 'contact-us', 'eduvest-register'];

/**
 * The budgeted pages a bench:phone run measures: all of them, or the route names of `--pages a,b` (in the
 * list's order); a name that is not a budgeted page stops the run.
 */
export function phonePages(all, only) {
  const names = chosen(only, PHONE_PAGES, 'page');
  return all.filter((page) => names.includes(page.name));
}

/**
 * The form pages among them, each with its first field a visitor types into (the server renders it,
 * issue 27 item 2): a text-like input or textarea inside the page's form.
 */
export const FORM_PAGES = ['contact-us', 'eduvest-register', 'investment-calculator'];
export const FIRST_FIELD = 'main form :is(input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=number], textarea)';

async function getJson(url) {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json();
}

/** Parameters that fill a route's path with content that exists, from its `resource`. */
async function paramsFor(api, resource, locale) {
  if (!resource) return {};
  if (resource.startsWith('/api/companies/:slug/news/:news')) {
    const { data: companies } = await getJson(`${api}/companies?locale=${locale}`);
    for (const company of companies) {
      const { data } = await getJson(`${api}/companies/${company.slug}/news?locale=${locale}`);
      if (data[0]) return { slug: company.slug, news: data[0].slug };
    }
    throw new Error('no company has latest news');
  }
  if (resource.startsWith('/api/pages/:slug')) return { slug: 'privacy-policy' };
  // An event open for registration, so that its registration page shows the form.
  if (resource === '/api/eduvest-events/:slug') {
    const { data } = await getJson(`${api}/eduvest-events?locale=${locale}&filter[period]=upcoming&page[size]=50`);
    const open = data.find((event) => event.status === 'open' && event.seats_left > 0);
    if (!open) throw new Error('the content service has no Eduvest event open for registration');
    return { slug: open.slug };
  }
  // FAQ items are listed inside their categories.
  if (resource === '/api/faq-items/:slug') {
    const { data: categories } = await getJson(`${api}/faq-categories?locale=${locale}`);
    const item = categories.flatMap((category) => category.items)[0];
    if (!item) throw new Error('the content service has no FAQ item');
    return { slug: item.slug };
  }
  const match = /^\/api\/([a-z_-]+)\/:slug$/.exec(resource);
  if (!match) throw new Error(`no content known for the resource ${resource}`);
  const { data } = await getJson(`${api}/${match[1]}?locale=${locale}`);
  if (!data[0]) throw new Error(`the content service has no ${match[1]}`);
  return { slug: data[0].slug };
}

const fill = (pattern, params) => pattern.replace(/:([a-z]+)/gi, (_, name) => encodeURIComponent(params[name]));

/**
 * Every route of the release in every locale: `{ name, remote, locale, path }`, in the order of
 * the release (remote by remote).
 */
export async function sitePages({ siteUrl, apiUrl }) {
  const release = await getJson(`${siteUrl}/release.json`);
  const pages = [];
  for (const [remote, entry] of Object.entries(release.remotes)) {
    for (const route of entry.routes) {
      for (const locale of LOCALES) {
        const params = await paramsFor(apiUrl, route.resource, locale);
        const rest = fill(route.paths[locale], params);
        pages.push({ name: route.name, remote, locale, path: rest ? `/${locale}/${rest}` : `/${locale}` });
      }
    }
  }
  return pages;
}

export const pageKey = (page) => `${page.name} (${page.locale})`;
