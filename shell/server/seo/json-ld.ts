import type { Locale, RouteHead } from '@brids/contracts';
import { clip, plainText, readDate, readPath, readText } from './data-path.ts';
import { LANGUAGE_TAG, LOGO_IMAGE, SITE_NAME } from './site.ts';

/** What the head knows of a page, for its structured data. */
export interface PageFacts {
  locale: Locale;
  /** Canonical URL. */
  url: string;
  /** The entry's title, else the route's. */
  name: string;
  description: string;
  /** Absolute URL of the page's own image (through the optimiser), when it has one. */
  image: string | undefined;
  /** The `data` of the route's resource answer (an entry), when the route has one. */
  entry: unknown;
  head: RouteHead;
}

/**
 * JSON inside <script type="application/ld+json">: `<` escaped (no `</script>`, no `<!--`), and the
 * line separators that old parsers took for line ends.
 */
export function jsonLdScript(value: object): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

const CONTEXT = 'https://schema.org';

/** The organisation's node id: Article, Event and the home page refer to the same organisation. */
const organizationId = (origin: string) => `${origin}/#organization`;

/** Candidate paths of a field: the route's declared one, else the name at the top of `data` and under `attributes`. */
const paths = (declared: string | undefined, ...names: string[]): string[] =>
  declared ? [declared] : names.flatMap((name) => [name, `attributes.${name}`]);

/** The home page's Organization: a FinancialService with its contacts (footer-*) and profiles (social-media-*). */
export function organization(origin: string, locale: Locale, settings: Record<string, string>): object {
  const sameAs = Object.entries(settings)
    .filter(([key, value]) => key.startsWith('social-media-') && /^https?:\/\//.test(value))
    .map(([, value]) => value);
  const address = settings['footer-address'] && plainText(settings['footer-address']);
  return compact({
    '@context': CONTEXT,
    '@type': 'FinancialService',
    '@id': organizationId(origin),
    name: SITE_NAME,
    alternateName: settings['site-name'] && settings['site-name'] !== SITE_NAME ? settings['site-name'] : undefined,
    url: `${origin}/${locale}`,
    logo: origin + LOGO_IMAGE,
    image: origin + LOGO_IMAGE,
    address: address ? { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'ID' } : undefined,
    telephone: settings['footer-phone'] || undefined,
    email: settings['footer-email'] || undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  });
}

export function breadcrumbList(trail: { name: string; url: string }[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The organisation as publisher or organiser. */
function publisher(origin: string): object {
  return { '@type': 'Organization', '@id': organizationId(origin), name: SITE_NAME, logo: { '@type': 'ImageObject', url: origin + LOGO_IMAGE } };
}

/** Article, FAQPage or Event of a page, from its entry by the route's `head` paths; undefined when the content lacks what the type needs. */
export function pageSchema(schema: NonNullable<RouteHead['schema']>, facts: PageFacts & { image: string }, origin: string, source: unknown): Record<string, unknown> | undefined {
  const { entry, head } = facts;
  if (schema === 'Article') {
    if (entry === undefined) return undefined;
    const author = readText(entry, paths(head.author, 'author'));
    return compact({
      '@context': CONTEXT,
      '@type': 'Article',
      headline: clip(facts.name, 110),
      description: facts.description,
      image: [facts.image],
      datePublished: readDate(entry, paths(head.published, 'published_at')),
      dateModified: readDate(entry, paths(head.modified, 'updated_at')),
      author: author ? { '@type': 'Person', name: author } : undefined,
      publisher: publisher(origin),
      mainEntityOfPage: facts.url,
      inLanguage: LANGUAGE_TAG[facts.locale],
    });
  }
  if (schema === 'Event') {
    if (entry === undefined) return undefined;
    const startDate = readDate(entry, paths(head.startDate, 'starts_at', 'start_date', 'date'));
    if (!startDate) return undefined; // an Event without a start is not one
    const place = readText(entry, paths(head.location, 'location'));
    const attendance = readText(entry, paths(head.attendance, 'attendance'))?.toLowerCase();
    const mode = attendance && ATTENDANCE[attendance];
    const online = { '@type': 'VirtualLocation', url: facts.url };
    const offline = place ? { '@type': 'Place', name: place, address: place } : undefined;
    const location = attendance === 'online' ? online : attendance === 'mixed' ? (offline ? [offline, online] : online) : offline;
    return compact({
      '@context': CONTEXT,
      '@type': 'Event',
      name: facts.name,
      description: facts.description,
      image: [facts.image],
      startDate,
      endDate: readDate(entry, paths(head.endDate, 'ends_at', 'end_date')),
      eventAttendanceMode: mode,
      location,
      organizer: publisher(origin),
      url: facts.url,
      inLanguage: LANGUAGE_TAG[facts.locale],
    });
  }
  // FAQPage: the questions of the declared source (or of the resource), each with its answer.
  const list = readPath(source ?? (entry === undefined ? undefined : { data: entry }), head.items ?? 'data');
  const items = Array.isArray(list) ? list : list && typeof list === 'object' ? [list] : [];
  const questions = items.flatMap((item) => {
    const question = readText(item, [head.question ?? 'title']);
    const answer = readText(item, head.answer ? [head.answer] : ['summary', 'body', 'answer']);
    return question && answer ? [{ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } }] : [];
  });
  if (questions.length === 0) return undefined;
  return { '@context': CONTEXT, '@type': 'FAQPage', mainEntity: questions, inLanguage: LANGUAGE_TAG[facts.locale] };
}

const ATTENDANCE: Record<string, string> = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  onsite: 'https://schema.org/OfflineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
};

/** Drops the fields that are absent (undefined), so the JSON-LD says only what the content says. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
