// Every HTML-bearing field of the content service (issue 19, point 2), and the pages that render
// it: the XSS spec writes its corpus into each and visits them. A squad's new HTML field is one line.
import type { Page } from '@playwright/test';

export interface HtmlField {
  /** Table and columns holding editors' HTML (every row gets the corpus): `body`, or `body_id` and `body_en`. */
  table: string;
  columns: string[];
  /** Route names of pages that render it (params from the content API, as routes.spec finds them). */
  routes: string[];
  /** What the visitor does on the page to show it (a popup), when it is not shown at once. */
  reveal?: (page: Page) => Promise<void>;
}

export const HTML_FIELDS: HtmlField[] = [
  { table: 'page_translations', columns: ['body'], routes: ['content-page', 'education'] },
  { table: 'blog_posts', columns: ['body_id', 'body_en'], routes: ['blog-detail'] },
  { table: 'announcements', columns: ['body_id', 'body_en'], routes: ['announcement-detail'] },
  { table: 'promos', columns: ['body_id', 'body_en'], routes: ['promo-detail'] },
  { table: 'faqs', columns: ['answer_id', 'answer_en'], routes: ['faq-detail'] },
  { table: 'research_reports', columns: ['body_id', 'body_en'], routes: ['research-report-detail'] },
  { table: 'research_company_news', columns: ['body_id', 'body_en'], routes: ['company-latest-news-detail'] },
  { table: 'eduvest_event_translations', columns: ['description'], routes: ['brids-eduvest-detail'] },
  { table: 'learn_article_translations', columns: ['body'], routes: ['learn-investment-detail'] },
  {
    table: 'component_translations',
    columns: ['content'],
    routes: ['stock'],
    reveal: async (page) => {
      await page.getByRole('button', { name: 'Download Formulir' }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
];
