/**
 * Links from an entry to the public site: "view on site" by the entry's `sitePaths` (both locales), and
 * the editors' preview page of the shell (`/id/pratinjau/{collection}/{slug}`, `/en/preview/...`,
 * shared/platform/src/shell-routes.ts) for the collections' entries, which shows an editor (logged in on
 * the site with the `content:preview` scope) what is not yet public.
 */
import type { Entry } from '../api/editorial.ts';

/** The collections the shell's preview page shows (COLLECTIONS of @brids/contracts that are editorial kinds). */
const PREVIEWED = new Set(['blogs', 'announcements', 'promos', 'faqs']);

export function previewUrl(siteOrigin: string, kind: string, entry: Pick<Entry, 'key' | 'sitePaths'>): { preview?: string; site: { locale: 'id' | 'en'; url: string }[] } {
  const site = (['id', 'en'] as const).flatMap((locale) => {
    const path = entry.sitePaths?.[locale];
    return path ? [{ locale, url: `${siteOrigin}${path}` }] : [];
  });
  const slug = entry.key.includes('/') ? entry.key.split('/').pop()! : entry.key;
  const collection = entry.key.includes('/') ? entry.key.split('/')[0]! : kind;
  const preview = PREVIEWED.has(collection) ? `${siteOrigin}/id/pratinjau/${encodeURIComponent(collection)}/${encodeURIComponent(slug)}` : undefined;
  return { preview, site };
}
