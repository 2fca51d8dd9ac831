import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import type { BlogPostSummary } from '@brids/contracts/marketing';
import { formatDate } from '@brids/i18n';
import { localePath } from '@brids/platform';
import { Card } from '../cards/card.tsx';
import { NS } from '../../i18n/ns.ts';

/** A blog post's card: cover, category, title, summary, author, date and reading time. */
export function PostCard({ post, locale, priority = false, headingLevel = 2 }: { post: BlogPostSummary; locale: Locale; priority?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(NS);
  return (
    <Card
      to={localePath('blog-detail', { slug: post.slug }, locale)}
      title={post.title}
      text={post.summary}
      eyebrow={post.category.name}
      image={post.cover}
      priority={priority}
      headingLevel={headingLevel}
      meta={
        <>
          <span>{t('blog.by', { name: post.author.name })}</span>
          <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
          <span>{t('blog.minutes', { count: post.reading_minutes })}</span>
        </>
      }
    />
  );
}
