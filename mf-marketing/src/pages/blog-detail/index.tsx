import { useTranslation } from 'react-i18next';
import type { BlogPost } from '@brids/contracts/marketing';
import { formatDate } from '@brids/i18n';
import { definePage, localePath } from '@brids/platform';
import { Container, Image, PageHeader, RichText, crumbTo } from '@brids/ui';
import { PostCard } from '../../components/blog/post-card.tsx';
import { ShareLinks } from '../../components/blog/share-links.tsx';
import { NS } from '../../i18n/ns.ts';
import { blogCatalog } from '../../i18n/parts/blog.ts';
import { blogPostCall } from '../../api/blog-posts.ts';
import '../../components/blog/blog.css';
import '../../components/cards/cards.css';

/** A blog post: cover, author (photo, name, role), date, reading time, body, share links, related posts. */
export default definePage<BlogPost>({
  catalogs: [blogCatalog],
  loader: async ({ api, locale, params }) => (await blogPostCall(api, { slug: params.slug ?? '', locale })).data,
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const url = typeof window === 'undefined' ? localePath('blog-detail', { slug: data.slug }, locale) : `${window.location.origin}${localePath('blog-detail', { slug: data.slug }, locale)}`;
    return (
      <>
        <PageHeader title={data.title} summary={data.summary} trail={[crumbTo('blog', locale)]}>
          <div className="mk-byline">
            <Image src={data.author.photo.url} alt="" width={48} height={48} priority />
            <p>
              <strong>{data.author.name}</strong>, {data.author.role}
              <br />
              <time dateTime={data.published_at}>{formatDate(data.published_at, locale)}</time> · {data.category.name} · {t('blog.minutes', { count: data.reading_minutes })}
            </p>
          </div>
        </PageHeader>
        <Container>
          <article className="mk-post">
            <Image className="mk-post__cover" src={data.cover.url} alt="" width={1024} height={576} sizes="(max-width: 760px) 100vw, 760px" priority />
            <RichText html={data.body} />
            <ShareLinks url={url} title={data.title} />
          </article>
          {data.related.length > 0 ? (
            <section className="mk-section" aria-labelledby="related-posts">
              <h2 id="related-posts">{t('blog.related')}</h2>
              <ul className="mk-cards">
                {data.related.map((post) => (
                  <li key={post.slug}>
                    <PostCard post={post} locale={locale} headingLevel={3} />
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
