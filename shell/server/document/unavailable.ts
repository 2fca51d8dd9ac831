import type { Locale } from '@brids/contracts';
import { en } from '@brids/i18n/catalogs/en';
import { id } from '@brids/i18n/catalogs/id';
import type { PageHead } from '../seo/head.ts';
import type { DocumentAnswer } from './document-cache.ts';

const CATALOGS = { id, en } as const;
const ROOT = '<div id="root"></div>';

/** The head of a document the content service could not help make: the 'content unavailable' title (spec §8), kept out of search. */
export function unavailableHead(locale: Locale): PageHead {
  const { error, site } = CATALOGS[locale];
  return { title: `${error.contentUnavailableTitle} | ${site.name}`, tags: ['<meta name="robots" content="noindex">'] };
}

/**
 * A 503 document for when the content service cannot answer and no last good copy exists: the browser's
 * document (`html`) with the spec's 'content unavailable' page written into its root element in the
 * path's locale, readable without JavaScript; the browser renders the page anew over it (no data to hydrate),
 * so it shows the real page once the service is back.
 */
export function unavailableAnswer(html: string, locale: Locale, routeName: string | undefined): DocumentAnswer {
  const { error } = CATALOGS[locale];
  const page =
    `<section class="ui-status-page" aria-labelledby="content-unavailable"><p class="ui-status-page__code">503</p>` +
    `<h1 id="content-unavailable">${error.contentUnavailableTitle}</h1><p>${error.serverErrorHint}</p>` +
    `<a href="/${locale}">${error.backHome}</a></section>`;
  return { status: 503, routeName, html: html.replace(ROOT, `<div id="root">${page}</div>`), unavailable: true };
}
