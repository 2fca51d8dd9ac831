import type { ContentKind } from '../editorial/kind.ts';
import { aboutKind } from './editorial/about.ts';
import { announcementsKind } from './editorial/announcements.ts';
import { blogEditorsKind, blogPostsKind } from './editorial/blog.ts';
import { blogCategoriesKind, faqCategoriesKind } from './editorial/categories.ts';
import { faqItemsKind } from './editorial/faqs.ts';
import { homeKind } from './editorial/home.ts';
import { offeringsKind } from './editorial/offerings.ts';
import { promosKind } from './editorial/promos.ts';

/**
 * The marketing slice's content kinds, edited through the console (editorial/kind.ts): the pages mf-marketing
 * shows from marketing's own tables (offerings, home, about, blog with its categories and editors, FAQ with
 * its categories, announcements, promos).
 */
export const marketingKinds: ContentKind[] = [
  offeringsKind, homeKind, aboutKind, blogPostsKind, blogCategoriesKind, blogEditorsKind, faqItemsKind, faqCategoriesKind, announcementsKind, promosKind,
];
