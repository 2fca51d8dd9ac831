import { collection, list, single, type Locale } from '@brids/contracts';
import {
  about, announcement, announcementList, blogPost, blogPostList, editor, faqCategory, faqItem, homeContent, offering, offeringSummary, promo,
  promoSummary, searchResultList,
} from '@brids/contracts/marketing';
import type { PageLoaderArgs } from '@brids/platform';

type Api = PageLoaderArgs['api'];

/**
 * The marketing squad's calls of the content service, built exactly as the routes' `data` lists them
 * (the server preloads those from the HTML): keys in this order, empty ones dropped.
 */
export const marketingApi = {
  offerings: async (api: Api, locale: Locale) => (await api.get('/offerings', collection(offeringSummary), { locale })).data,
  offering: async (api: Api, slug: string, locale: Locale) => (await api.get(`/offerings/${encodeURIComponent(slug)}`, single(offering), { locale })).data,
  faqCategories: async (api: Api, locale: Locale) => (await api.get('/faq-categories', collection(faqCategory), { locale })).data,
  faqItem: async (api: Api, slug: string, locale: Locale) => (await api.get(`/faq-items/${encodeURIComponent(slug)}`, single(faqItem), { locale })).data,
  blogPosts: (api: Api, locale: Locale, page: number, category?: string, perPage = 12) =>
    api.get('/blog-posts', blogPostList, { locale, 'page[number]': page, 'page[size]': perPage, 'filter[category]': category }),
  blogPost: async (api: Api, slug: string, locale: Locale) => (await api.get(`/blog-posts/${encodeURIComponent(slug)}`, single(blogPost), { locale })).data,
  editors: async (api: Api, locale: Locale) => (await api.get('/editors', collection(editor), { locale })).data,
  announcements: (api: Api, locale: Locale, page: number, year?: number, perPage = 12) =>
    api.get('/announcement-items', announcementList, { locale, 'page[number]': page, 'page[size]': perPage, 'filter[year]': year }),
  announcement: async (api: Api, slug: string, locale: Locale) => (await api.get(`/announcement-items/${encodeURIComponent(slug)}`, single(announcement), { locale })).data,
  promos: (api: Api, locale: Locale, page: number, perPage = 12) => api.get('/promo-items', list(promoSummary), { locale, 'page[number]': page, 'page[size]': perPage }),
  promo: async (api: Api, slug: string, locale: Locale) => (await api.get(`/promo-items/${encodeURIComponent(slug)}`, single(promo), { locale })).data,
  about: async (api: Api, locale: Locale) => (await api.get('/about', single(about), { locale })).data,
  home: async (api: Api, locale: Locale) => (await api.get('/home', single(homeContent), { locale })).data,
  search: (api: Api, locale: Locale, q: string, page: number, kind?: string) =>
    api.get('/site-search', searchResultList, { locale, 'filter[q]': q, 'filter[kind]': kind, 'page[number]': page, 'page[size]': 10 }),
};

/** `?page=` of a list's URL: a whole number from 1, else 1. */
export function pageParam(url: URL, name = 'page'): number {
  const value = Number(url.searchParams.get(name) ?? '1');
  return Number.isInteger(value) && value > 0 && value < 1_000_000 ? value : 1;
}
