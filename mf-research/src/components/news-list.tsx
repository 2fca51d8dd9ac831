import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import type { CompanyNewsItem } from '@brids/contracts/research';
import { formatDate } from '@brids/i18n';
import { localePath } from '@brids/platform';
import { NS } from '../i18n/index.ts';
import './research.css';

/** A company's news items, each linking to its page. */
export function NewsList({ company, news, locale }: { company: string; news: CompanyNewsItem[]; locale: Locale }) {
  const { t } = useTranslation(NS);
  if (news.length === 0) return <p>{t('company.noNews')}</p>;
  return (
    <ul className="news-list">
      {news.map((item) => (
        <li key={item.slug}>
          <Link to={localePath('company-latest-news-detail', { slug: company, news: item.slug }, locale)}>{item.title}</Link>
          <p>
            <time dateTime={item.published_at}>{formatDate(item.published_at, locale)}</time> · {item.summary}
          </p>
        </li>
      ))}
    </ul>
  );
}
