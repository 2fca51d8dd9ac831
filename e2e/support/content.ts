// The content service, asked directly (not through the browser): real slugs and texts to
// visit and compare with, so the specs follow the seed instead of hard-coding it.
import type { Component, FooterLogo, Menu, RedirectRule } from '@brids/contracts';
import { CONTENT_API, SITE_URL } from './env.ts';

export type Locale = 'en' | 'id';
export const LOCALES: readonly Locale[] = ['en', 'id'];

interface Entry {
  slug: string;
  title: string;
}

/** What the shell server serves at /release.json (only the fields the specs read). */
export interface ReleaseJson {
  environment: string;
  remotes: Record<
    string,
    {
      version: string;
      manifestUrl: string;
      /** The remote entry's subresource integrity, from the pin's record. */
      entryIntegrity?: string;
      routes: { name: string; paths: Record<Locale, string>; module: string; resource?: string }[];
    }
  >;
}

export class ContentApi {
  /** `base`: the content API to ask (the PostgreSQL site's for the `postgres` project). */
  constructor(private readonly base: string = CONTENT_API) {}

  async get<T>(path: string, locale?: Locale): Promise<T> {
    const url = new URL(this.base + path);
    if (locale) url.searchParams.set('locale', locale);
    const res = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    return (await res.json()) as T;
  }

  /** Entries of a collection (`blogs`, `research-reports`, ...), newest first. */
  async list(collection: string, locale: Locale = 'id'): Promise<Entry[]> {
    const { data } = await this.get<{ data: (Entry & { name?: string })[] }>(`/${collection}`, locale);
    if (data.length === 0) throw new Error(`The content service has no ${collection}`);
    // Companies have a name where entries have a title.
    return data.map((item) => ({ ...item, title: item.title ?? item.name ?? item.slug }));
  }

  async first(collection: string, locale: Locale = 'id'): Promise<Entry> {
    return (await this.list(collection, locale))[0]!;
  }

  /** One entry of a collection in a locale (its translated title). */
  async entry(collection: string, slug: string, locale: Locale): Promise<Entry> {
    const { data } = await this.get<{ data: Entry & { name?: string } }>(`/${collection}/${slug}`, locale);
    return { ...data, title: data.title ?? data.name ?? data.slug };
  }

  /** A company that has latest news, and the slug of its first news item. */
  async companyWithNews(locale: Locale = 'id'): Promise<{ slug: string; news: string }> {
    for (const company of await this.list('companies', locale)) {
      const { data } = await this.get<{ data: Entry[] }>(`/companies/${company.slug}/news`, locale);
      if (data[0]) return { slug: company.slug, news: data[0].slug };
    }
    throw new Error('No company has latest news in the content service');
  }

  /** The settings of a locale (spec §3), as `key -> value`. */
  async settings(locale: Locale): Promise<Record<string, string>> {
    const { data } = await this.get<{ data: { key: string; value: string }[] }>('/settings', locale);
    return Object.fromEntries(data.map((setting) => [setting.key, setting.value]));
  }

  /** The published menus of a type, top level with their children, in order (as the shell asks). */
  async menus(type: 'main-menu' | 'footer', locale: Locale): Promise<Menu[]> {
    const query = `?filter[type]=${type}&filter[menu_parent]=true&filter[is_published]=1&include=child&sort=order`;
    return (await this.get<{ data: Menu[] }>(`/menus${query}`, locale)).data;
  }

  /** CMS components by slug, in the order asked for. */
  async components(slugs: string[], locale: Locale): Promise<Component[]> {
    const query = `?filter[slug]=${slugs.join(',')}&include=menu,cta`;
    const { data } = await this.get<{ data: Component[] }>(`/components${query}`, locale);
    return slugs.flatMap((slug) => data.filter((component) => component.slug === slug));
  }

  /** One component, with its CTA list (empty when it has none). */
  async component(slug: string, locale: Locale): Promise<Component & { cta: NonNullable<Component['cta']> }> {
    const [found] = await this.components([slug], locale);
    if (!found) throw new Error(`The content service has no component ${slug}`);
    return { ...found, cta: found.cta ?? [] };
  }

  async footerLogos(): Promise<FooterLogo[]> {
    return (await this.get<{ data: FooterLogo[] }>('/footer_logos?sort=order')).data;
  }

  /** The redirect rules (latest-news and general), in order. */
  async redirects(): Promise<RedirectRule[]> {
    return (await this.get<{ data: RedirectRule[] }>('/redirects')).data;
  }

  /** A page of the content service (`brights` is an app page, `privacy-policy` a static one). */
  async page(slug: string, locale: Locale): Promise<{ slug: string; kind: string; title: string }> {
    return (await this.get<{ data: { slug: string; kind: string; title: string } }>(`/pages/${slug}`, locale)).data;
  }

  /**
   * Parameters that fill a route's path with content that exists, from its `resource`
   * (`/api/<collection>/:slug`, `/api/companies/:slug/news/:news`, `/api/pages/:slug...`).
   */
  async paramsFor(resource: string | undefined, locale: Locale): Promise<Record<string, string>> {
    if (!resource) return {};
    if (resource.startsWith('/api/companies/:slug/news/:news')) return this.companyWithNews(locale);
    if (resource.startsWith('/api/pages/:slug')) return { slug: 'privacy-policy' };
    const match = /^\/api\/([a-z-]+)\/:slug$/.exec(resource);
    if (!match) throw new Error(`Do not know how to find content for the resource ${resource}`);
    return { slug: (await this.first(match[1]!, locale)).slug };
  }
}

/** The release the shell server runs now. */
export async function currentRelease(): Promise<ReleaseJson> {
  const res = await fetch(`${SITE_URL}/release.json`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`GET /release.json answered ${res.status}`);
  return (await res.json()) as ReleaseJson;
}

/** `/en/blog/:slug` + `{ slug: 'x' }` -> `/en/blog/x`. */
export function fillPath(locale: Locale, path: string, params: Record<string, string>): string {
  const filled = path.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    const value = params[key];
    if (!value) throw new Error(`No value for :${key} in ${path}`);
    return encodeURIComponent(value);
  });
  return filled ? `/${locale}/${filled}` : `/${locale}`;
}
