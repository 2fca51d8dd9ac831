import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import type { LearnArticleSummary } from '@brids/contracts/education';
import { localePath } from '@brids/platform';
import { Image } from '@brids/ui';
import { NS } from '../i18n/catalog.ts';
import { LEVEL_LABEL, TOPIC_LABEL } from '../i18n/labels.ts';

/** A learn-investment article in a list: image, topic, level, title, summary and reading time. */
export function ArticleCard({ article, locale, headingLevel = 3, image = true }: { article: LearnArticleSummary; locale: Locale; headingLevel?: 2 | 3; image?: boolean }) {
  const { t } = useTranslation(NS);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="edu-card">
      {image && article.image ? (
        <Image className="edu-card__image" src={article.image.url} alt="" width={480} height={270} sizes="(max-width: 48em) 100vw, 480px" />
      ) : null}
      <div className="edu-card__body">
        <p className="edu-card__badges">
          <span className="edu-chip">{t(TOPIC_LABEL[article.topic])}</span>
          <span className="edu-chip">{t(LEVEL_LABEL[article.level])}</span>
        </p>
        <Heading className="edu-card__title">
          <Link to={localePath('learn-investment-detail', { slug: article.slug }, locale)}>{article.title}</Link>
        </Heading>
        <p className="edu-card__meta">{article.summary}</p>
        <p className="edu-card__meta">{t('article.readingTime', { count: article.reading_minutes })}</p>
      </div>
    </article>
  );
}
