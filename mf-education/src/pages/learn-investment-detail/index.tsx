import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@brids/i18n';
import { definePage, localePath } from '@brids/platform';
import { Container, Image, PageHeader, RichText, crumbTo } from '@brids/ui';
import { ArticleCard } from '../../components/article-card.tsx';
import { educationCatalog, NS } from '../../i18n/catalog.ts';
import { LEVEL_LABEL, TOPIC_LABEL } from '../../i18n/labels.ts';
import { loadArticle } from './loader.ts';
import '../../components/education.css';

/** A learn-investment article: topic, level, reading time, a table of contents, previous and next in its series, related articles. */
export default definePage({
  loader: loadArticle,
  catalogs: [educationCatalog],
  Component: ({ data: article, locale }) => {
    const { t } = useTranslation(NS);
    return (
      <>
        <PageHeader title={article.title} summary={article.summary} trail={[crumbTo('education', locale)]}>
          <p className="edu-card__badges">
            <span className="edu-chip">{t(TOPIC_LABEL[article.topic])}</span>
            <span className="edu-chip">{t(LEVEL_LABEL[article.level])}</span>
            <span className="edu-card__meta">{t('article.readingTime', { count: article.reading_minutes })}</span>
            <span className="edu-card__meta">{t('article.publishedOn', { date: formatDate(article.published_at, locale) })}</span>
          </p>
          {article.series ? (
            <p className="edu-card__meta">{t('article.series', { title: article.series.title, order: article.series.order })}</p>
          ) : null}
        </PageHeader>
        <Container>
          <div className="edu-detail edu-detail--toc">
            {article.toc.length > 0 ? (
              <aside className="edu-aside">
                <nav className="edu-box edu-toc" aria-labelledby="article-contents">
                  <h2 id="article-contents">{t('article.contents')}</h2>
                  <ol>
                    {article.toc.map((entry) => (
                      <li key={entry.id} className={entry.level > 2 ? 'edu-toc__sub' : undefined}>
                        <a href={`#${entry.id}`}>{entry.text}</a>
                      </li>
                    ))}
                  </ol>
                </nav>
              </aside>
            ) : null}
            <div>
              {article.image ? (
                <Image className="edu-detail__hero" src={article.image.url} alt="" width={960} height={540} sizes="(max-width: 64em) 100vw, 640px" />
              ) : null}
              <RichText html={article.body} />
              {article.previous || article.next ? (
                <nav className="edu-series-nav" aria-label={t('article.seriesNav')}>
                  {article.previous ? (
                    <Link to={localePath('learn-investment-detail', { slug: article.previous.slug }, locale)} rel="prev">
                      <small>{t('article.previous')}</small>
                      {article.previous.title}
                    </Link>
                  ) : <span />}
                  {article.next ? (
                    <Link className="edu-series-nav__next" to={localePath('learn-investment-detail', { slug: article.next.slug }, locale)} rel="next">
                      <small>{t('article.next')}</small>
                      {article.next.title}
                    </Link>
                  ) : null}
                </nav>
              ) : null}
            </div>
          </div>
          {article.related.length > 0 ? (
            <section className="edu-section" aria-labelledby="article-related">
              <h2 id="article-related">{t('article.related')}</h2>
              <ul className="edu-grid">
                {article.related.map((related) => (
                  <li key={related.slug}>
                    <ArticleCard article={related} locale={locale} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </Container>
      </>
    );
  },
});
