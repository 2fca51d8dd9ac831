/**
 * Links from an entry to the public site: "view on site" by the entry's `sitePaths` (both locales), and the
 * site's preview page of a signed preview link (`/id/pratinjau/{token}`, `/en/preview/{token}`, made by
 * `POST /api/editorial/{kind}/{key}/preview-links`), which shows the draft of any kind without a login.
 */
import type { Entry, PreviewLink } from '../api/editorial.ts';

export type SiteLocale = 'id' | 'en';

/** The site's pages of the entry as visitors see it, in each locale that has one. */
export function siteLinks(siteOrigin: string, entry: Pick<Entry, 'sitePaths'>): { locale: SiteLocale; url: string }[] {
  return (['id', 'en'] as const).flatMap((locale) => {
    const path = entry.sitePaths?.[locale];
    return path ? [{ locale, url: `${siteOrigin}${path}` }] : [];
  });
}

/** A preview link's pages on the public site, Indonesian (the site's default) first. */
export function previewLinks(siteOrigin: string, link: Pick<PreviewLink, 'urls'>): { locale: SiteLocale; url: string }[] {
  return (['id', 'en'] as const).map((locale) => ({ locale, url: `${siteOrigin}${link.urls[locale]}` }));
}
