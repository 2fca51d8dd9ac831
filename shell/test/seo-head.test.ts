import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@brids/contracts';
import type { EduvestEventSummary } from '@brids/contracts/education';
import type { BlogPostSummary, FaqItem } from '@brids/contracts/marketing';
import type { CompanySummary, ResearchReportSummary } from '@brids/contracts/research';
import { jsonLdScript } from '../server/seo/json-ld.ts';
import { SITE_DESCRIPTION } from '../server/seo/site.ts';
import { jsonLdOf, metaOf, ORIGIN, parseHead, startSite, type Site } from './seo-site.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** The document as a crawler or a chat app's link preview gets it: no browser, no JavaScript. */
async function page(url: string) {
  const res = await site.shell.inject({ method: 'GET', url });
  return { status: res.statusCode, html: res.body, head: parseHead(res.body) };
}

async function api<T>(url: string): Promise<T> {
  return (await site.content.inject({ method: 'GET', url })).json() as T;
}

const crumbs = (node: Record<string, unknown> | undefined) =>
  ((node?.itemListElement ?? []) as { position: number; name: string; item: string }[]).map(({ name, item }) => [name, item]);

describe.each(LOCALES)('the head of a landing page, a list page and a slug page (%s)', (locale: Locale) => {
  const other: Locale = locale === 'id' ? 'en' : 'id';

  it('home: the site description, canonical, hreflang with x-default, Open Graph, the organisation', async () => {
    const { status, head } = await page(`/${locale}`);
    expect(status).toBe(200);
    expect(head.title).toBe(`BRI Danareksa Sekuritas | ${locale === 'id' ? 'Beranda' : 'Home'}`);
    expect(metaOf(head, 'description')).toBe(SITE_DESCRIPTION[locale]);
    expect(head.canonical).toBe(`${ORIGIN}/${locale}`);
    expect(head.hreflang).toEqual({ id: `${ORIGIN}/id`, en: `${ORIGIN}/en`, 'x-default': `${ORIGIN}/id` });
    expect(metaOf(head, 'og:url')).toBe(`${ORIGIN}/${locale}`);
    expect(metaOf(head, 'og:type')).toBe('website');
    expect(metaOf(head, 'og:locale')).toBe(locale === 'id' ? 'id_ID' : 'en_US');
    expect(metaOf(head, 'og:locale:alternate')).toBe(other === 'id' ? 'id_ID' : 'en_US');
    // No image of its own: the generated default, through the optimiser, absolute, with its size.
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}/_ipx/w_1280,f_jpeg/images/og/default.jpg`);
    expect(metaOf(head, 'og:image:width')).toBe('1280');
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    expect(head.meta.has('robots')).toBe(false);

    const settings = new Map(
      (await api<{ data: { key: string; value: string }[] }>(`/api/settings?locale=${locale}`)).data.map((s) => [s.key, s.value]),
    );
    const organization = jsonLdOf(head, 'FinancialService');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'BRI Danareksa Sekuritas',
      url: `${ORIGIN}/${locale}`,
      logo: `${ORIGIN}/images/og/logo.png`,
      telephone: settings.get('footer-phone'),
      email: settings.get('footer-email'),
      address: { '@type': 'PostalAddress', streetAddress: settings.get('footer-address') },
    });
    const social = [...settings].filter(([key]) => key.startsWith('social-media-')).map(([, url]) => url);
    expect(social.length).toBeGreaterThan(0);
    expect(organization!.sameAs).toEqual(expect.arrayContaining(social));
    expect(crumbs(jsonLdOf(head, 'BreadcrumbList'))).toEqual([[locale === 'id' ? 'Beranda' : 'Home', `${ORIGIN}/${locale}`]]);
  });

  it('a list page: its declared description per locale, a breadcrumb from home; another without one: the site description', async () => {
    const { head } = await page(`/${locale}/blog`);
    expect(head.title).toBe('Blog | BRI Danareksa Sekuritas');
    expect(metaOf(head, 'description')).toBe(
      locale === 'id' ? 'Artikel investasi, keuangan pribadi dan gaya hidup dari tim BRIDS.' : 'Articles on investing, personal finance and lifestyle from the BRIDS team.',
    );
    expect(metaOf(head, 'og:description')).toBe(metaOf(head, 'description'));
    expect(head.hreflang['x-default']).toBe(`${ORIGIN}/id/blog`);
    expect(crumbs(jsonLdOf(head, 'BreadcrumbList'))).toEqual([
      [locale === 'id' ? 'Beranda' : 'Home', `${ORIGIN}/${locale}`],
      ['Blog', `${ORIGIN}/${locale}/blog`],
    ]);
    expect(jsonLdOf(head, 'FinancialService')).toBeUndefined();

    const reports = await page(locale === 'id' ? '/id/riset-dan-berita/laporan-riset' : '/en/research-report');
    expect(metaOf(reports.head, 'description')).toBe(SITE_DESCRIPTION[locale]);
  });

  it("a blog post: the entry's title, summary and image, and an Article with its date and author", async () => {
    const post = (await api<{ data: BlogPostSummary[] }>(`/api/blog-posts?locale=${locale}&page%5Bsize%5D=50`)).data[0];
    const { status, head } = await page(`/${locale}/blog/${post!.slug}`);
    expect(status).toBe(200);
    expect(head.title).toBe(`${post!.title} | BRI Danareksa Sekuritas`);
    expect(metaOf(head, 'description')).toBe(post!.summary);
    expect(metaOf(head, 'og:title')).toBe(post!.title);
    expect(metaOf(head, 'twitter:title')).toBe(post!.title);
    expect(metaOf(head, 'og:type')).toBe('article');
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}/_ipx/w_1280,f_jpeg${post!.cover.url}`);
    expect(metaOf(head, 'twitter:image')).toBe(metaOf(head, 'og:image'));
    expect(head.canonical).toBe(`${ORIGIN}/${locale}/blog/${post!.slug}`);
    expect(head.hreflang).toEqual({
      id: `${ORIGIN}/id/blog/${post!.slug}`,
      en: `${ORIGIN}/en/blog/${post!.slug}`,
      'x-default': `${ORIGIN}/id/blog/${post!.slug}`,
    });
    expect(jsonLdOf(head, 'Article')).toMatchObject({
      headline: post!.title,
      datePublished: post!.published_at,
      author: { '@type': 'Person', name: post!.author.name },
      mainEntityOfPage: `${ORIGIN}/${locale}/blog/${post!.slug}`,
      image: [metaOf(head, 'og:image')],
      publisher: { name: 'BRI Danareksa Sekuritas' },
    });
    expect(metaOf(head, 'article:published_time')).toBe(post!.published_at);
    expect(crumbs(jsonLdOf(head, 'BreadcrumbList'))).toEqual([
      [locale === 'id' ? 'Beranda' : 'Home', `${ORIGIN}/${locale}`],
      ['Blog', `${ORIGIN}/${locale}/blog`],
      [post!.title, `${ORIGIN}/${locale}/blog/${post!.slug}`],
    ]);
  });

  it('a research report under a path part that is no page: the trail skips it', async () => {
    const [report] = (await api<{ data: ResearchReportSummary[] }>(`/api/research-reports?locale=${locale}&page%5Bsize%5D=1`)).data;
    const path = locale === 'id' ? `/id/riset-dan-berita/laporan-riset/${report!.slug}` : `/en/research-report/${report!.slug}`;
    const { head } = await page(path);
    expect(head.title).toBe(`${report!.title} | BRI Danareksa Sekuritas`);
    expect(jsonLdOf(head, 'Article')).toMatchObject({
      headline: report!.title,
      datePublished: report!.published_at,
      author: { '@type': 'Person', name: report!.analysts[0]!.name },
    });
    expect(crumbs(jsonLdOf(head, 'BreadcrumbList'))).toEqual([
      [locale === 'id' ? 'Beranda' : 'Home', `${ORIGIN}/${locale}`],
      [locale === 'id' ? 'Laporan Riset' : 'Research Report', `${ORIGIN}${locale === 'id' ? '/id/riset-dan-berita/laporan-riset' : '/en/research-report'}`],
      [report!.title, `${ORIGIN}${path}`],
    ]);
  });
});

describe('structured data a route declares', () => {
  it('an Eduvest event: name, start and end, an on-site place or an online location, as the content says', async () => {
    const events = (await api<{ data: EduvestEventSummary[] }>('/api/eduvest-events?locale=en&page%5Bsize%5D=50')).data;
    const onsite = events.find((e) => e.format === 'onsite');
    const online = events.find((e) => e.format === 'online');
    const { head } = await page(`/en/education/brids-eduvest/${onsite!.slug}`);
    expect(jsonLdOf(head, 'Event')).toMatchObject({
      name: onsite!.title,
      startDate: onsite!.starts_at,
      endDate: onsite!.ends_at,
      location: { '@type': 'Place', name: onsite!.venue },
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: `${ORIGIN}/en/education/brids-eduvest/${onsite!.slug}`,
    });
    const virtual = jsonLdOf((await page(`/en/education/brids-eduvest/${online!.slug}`)).head, 'Event');
    expect(virtual).toMatchObject({ location: { '@type': 'VirtualLocation' }, eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode' });
  });

  it('the FAQ page: a FAQPage with the questions of its declared source', async () => {
    const faqs = (await api<{ data: FaqItem[] }>('/api/faq-items?locale=id&page%5Bsize%5D=50')).data;
    const { head } = await page('/id/faq');
    const node = jsonLdOf(head, 'FAQPage');
    const questions = node!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.map((q) => q.name)).toEqual(faqs.map((f) => f.question));
    expect(questions[0]!.acceptedAnswer.text).toBe(faqs[0]!.answer.replace(/<[^>]*>/g, ''));
  });

  it("a squad's override of the convention: the company page takes its title from its name", async () => {
    const companies = (await api<{ data: CompanySummary[] }>('/api/companies?locale=en&page%5Bsize%5D=50')).data;
    let news: { slug: string; title: string } | undefined;
    let company: CompanySummary | undefined;
    for (company of companies) {
      news = (await api<{ data: { slug: string; title: string }[] }>(`/api/companies/${company.slug}/news?locale=en`)).data[0];
      if (news) break;
    }
    const { head } = await page(`/en/company-information-list/${company!.slug}`);
    expect(head.title).toBe(`${company!.name} | BRI Danareksa Sekuritas`);
    expect(metaOf(head, 'description')).toBe(company!.summary);
    // No image of its own: the default one.
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}/_ipx/w_1280,f_jpeg/images/og/default.jpg`);
    // A news item below it: the company's page is a crumb (same slug), the catch-all page is not.
    expect(news).toBeDefined();
    const item = await page(`/en/company-information-list/${company!.slug}/latest-news/${news!.slug}`);
    expect(jsonLdOf(item.head, 'Article')).toMatchObject({ headline: news!.title });
    expect(crumbs(jsonLdOf(item.head, 'BreadcrumbList')).map(([name]) => name)).toEqual([
      'Home',
      'Company Information',
      'Company Information',
      'Latest News',
      news!.title,
    ]);
  });

  it('pages without a declared schema have only their breadcrumb', async () => {
    const { head } = await page('/en/stock');
    expect(head.jsonLd.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
  });
});

describe('what stays out of search engines', () => {
  it('a preview of another release, a declared noindex route, a draft preview link and a 404 carry noindex', async () => {
    const preview = await page('/en/blog?preview=mf_marketing@http://127.0.0.1:9/mf-manifest.json');
    expect(preview.status).toBe(200);
    expect(metaOf(preview.head, 'robots')).toBe('noindex');
    expect(metaOf((await page('/en/search-result')).head, 'robots')).toBe('noindex');
    expect(metaOf((await page(`/en/preview/${'A'.repeat(43)}`)).head, 'robots')).toBe('noindex');
    const missing = await page('/en/blog/no-such-post');
    expect(missing.status).toBe(404);
    expect(metaOf(missing.head, 'robots')).toBe('noindex');
    expect(missing.head.canonical).toBeUndefined();
  });
});

describe('escaping', () => {
  it('markup in an entry cannot leave its meta attribute or its JSON-LD script', async () => {
    const hostile = `Dividends </script><script>alert("x")</script> & "quotes" <!-- U+2028\u2028`;
    const model = await site.db.selectFrom('blog_posts').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const author = await site.db.selectFrom('editors').select('id').where('id', '=', model.author_id).executeTakeFirstOrThrow();
    await site.db.updateTable('editors').set({ name: '<b>Tim</b>' }).where('id', '=', author.id).execute();
    const { id: _ignored, ...rest } = model;
    await site.db
      .insertInto('blog_posts')
      .values({ ...rest, slug: 'hostile-title', published_at: '2026-01-02T00:00:00.000Z', title_id: hostile, summary_id: `"><img src=x onerror=alert(1)>` })
      .execute();
    const { status, html, head } = await page('/id/blog/hostile-title');
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    // Every <script opens one element that its own </script> closes.
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script[\s>]/g)?.length ?? -1);
    // Tags are no part of a title: dropped; the rest is kept as text.
    const text = 'Dividends & "quotes" <!-- U+2028';
    expect(metaOf(head, 'og:title')).toBe(text);
    expect(jsonLdOf(head, 'Article')).toMatchObject({ headline: text, author: { name: 'Tim' } });
  });
});

describe('JSON-LD in its script element', () => {
  it('escapes every < so that no text can close the element or open a comment', () => {
    const script = jsonLdScript({ headline: '</script><script>alert(1)</script><!-- \u2028' });
    const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)?.[1];
    expect(json).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(json!)).toEqual({ headline: '</script><script>alert(1)</script><!-- \u2028' });
  });
});

describe('images of the head', () => {
  it('the default preview image and the logo are served, the preview image as a 1280 px JPEG', async () => {
    const image = await site.shell.inject({ method: 'GET', url: '/_ipx/w_1280,f_jpeg/images/og/default.jpg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1280, height: 670, format: 'jpeg' });
    const logo = await site.shell.inject({ method: 'GET', url: '/images/og/logo.png' });
    expect(logo.statusCode).toBe(200);
  });
});
