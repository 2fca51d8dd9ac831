import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Page } from '@brids/contracts';
import type { FaqCategory } from '@brids/contracts/marketing';
import { pageCall } from '@brids/contracts/page-call';
import { definePage, localePath } from '@brids/platform';
import { Container, PageHeader, RichText } from '@brids/ui';
import { Accordion } from '../../components/accordion/accordion.tsx';
import { loadList, type Loaded } from '@brids/platform/list';
import { ListState } from '@brids/ui/list-state';
import { useListTexts } from '../../components/list-texts.ts';
import { NS } from '../../i18n/ns.ts';
import { faqCatalog } from '../../i18n/parts/faq.ts';
import { listCatalog } from '../../i18n/parts/list.ts';
import { faqCategoriesCall } from '../../api/faqs.ts';
import { filterFaq } from './faq-filter.ts';
import '../../components/cards/cards.css';

interface FaqData {
  page: Page;
  categories: Loaded<FaqCategory[]>;
}

/** FAQ: questions grouped by category in an accordion, a filter box, each question linkable (#faq-slug and faq/{slug}). */
export default definePage<FaqData>({
  catalogs: [faqCatalog, listCatalog],
  loader: async ({ api, locale }) => {
    const [page, categories] = await Promise.all([
      pageCall(api, { slug: 'faq', locale }),
      loadList(faqCategoriesCall(api, { locale }).then((answer) => answer.data)),
    ]);
    return { page: page.data, categories };
  },
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const listTexts = useListTexts();
    const { hash } = useLocation();
    const [query, setQuery] = useState('');
    const [opened, setOpened] = useState<string[]>(() => (hash.startsWith('#faq-') ? [hash.slice(1)] : []));
    useEffect(() => {
      if (hash.startsWith('#faq-')) setOpened([hash.slice(1)]);
    }, [hash]);
    const all = data.categories.ok ? data.categories.value : null;
    const shown = all ? filterFaq(all, query) : [];
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary} />
        <Container>
          <div className="mk-toolbar" role="search">
            <div>
              <label htmlFor="faq-filter">{t('faq.filter')}</label>
              <input id="faq-filter" type="search" className="mk-input" value={query} placeholder={t('faq.filterPlaceholder')} onChange={(event) => setQuery(event.target.value)} />
            </div>
          </div>
          <ListState texts={listTexts} failed={!all} empty={shown.length === 0} emptyKind={query ? 'noResult' : 'empty'} retryTo={localePath('faq', {}, locale)}>
            {shown.map((category) => (
              <section key={category.slug} className="mk-section" aria-labelledby={`faq-category-${category.slug}`}>
                <h2 id={`faq-category-${category.slug}`}>{category.name}</h2>
                <Accordion
                  key={opened.join(',')}
                  initiallyOpen={opened}
                  items={category.items.map((item) => ({
                    id: `faq-${item.slug}`,
                    title: item.question,
                    content: (
                      <>
                        <RichText html={item.answer} />
                        <p>
                          <Link to={localePath('faq-detail', { slug: item.slug }, locale)}>{t('faq.permalink')}</Link>
                        </p>
                      </>
                    ),
                  }))}
                />
              </section>
            ))}
          </ListState>
        </Container>
      </>
    );
  },
});
