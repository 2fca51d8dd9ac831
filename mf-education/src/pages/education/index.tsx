import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EntrySummary, Page } from '@brids/contracts';
import { definePage, localePath } from '@brids/platform';
import { Container, EntryList, PageHeader, RichText } from '@brids/ui';
import { NS } from '../../i18n/index.ts';
import '../../components/education.css';

interface HubData {
  page: Page;
  articles: EntrySummary[];
}

/** The education hub: its intro, the way to webinars and videos, and the learn-investment articles. */
export default definePage<HubData>({
  loader: async ({ api, locale }) => {
    const [page, articles] = await Promise.all([
      api.page('education', locale),
      api.list('learn-investment', { locale, perPage: 12 }),
    ]);
    return { page, articles: articles.data };
  },
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary} />
        <Container>
          <nav className="education-links" aria-label={data.page.title}>
            <Link to={localePath('brids-eduvest', {}, locale)}>
              <strong>{t('hub.eduvest')}</strong>
              <span>{t('hub.eduvestLead')}</span>
            </Link>
            <Link to={localePath('educational-videos', {}, locale)}>
              <strong>{t('hub.videos')}</strong>
              <span>{t('hub.videosLead')}</span>
            </Link>
          </nav>
          <RichText html={data.page.body} />
          <h2>{t('hub.learnInvestment')}</h2>
          <EntryList
            entries={data.articles}
            locale={locale}
            hrefOf={(entry) => localePath('learn-investment-detail', { slug: entry.slug }, locale)}
          />
        </Container>
      </>
    );
  },
});
