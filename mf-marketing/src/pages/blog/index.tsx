import { useTranslation } from 'react-i18next';
import type { Page } from '@brids/contracts';
import type { BlogPostList } from '@brids/contracts/marketing';
import { pageCall } from '@brids/contracts/page-call';
import { definePage, localePath } from '@brids/platform';
import { Container, PageHeader, Pagination } from '@brids/ui';
import { Tabs } from '@brids/ui/tabs';
import { PostCard } from '../../components/blog/post-card.tsx';
import { loadList, paging, type Loaded } from '@brids/platform/list';
import { useListNavigation } from '@brids/platform/list-navigation';
import { ListState } from '@brids/ui/list-state';
import { useListTexts } from '../../components/list-texts.ts';
import { NS } from '../../i18n/ns.ts';
import { blogCatalog } from '../../i18n/parts/blog.ts';
import { listCatalog } from '../../i18n/parts/list.ts';
import { BLOG_PAGE_SIZE, blogPostsCall } from '../../api/blog-posts.ts';
import '../../components/cards/cards.css';

interface BlogData {
  page: Page;
  category: string;
  posts: Loaded<BlogPostList>;
}

const ALL = 'all';

/** The blog: categories as tabs with counters, post cards (cover, author, date, reading time), pagination. */
export default definePage<BlogData>({
  catalogs: [blogCatalog, listCatalog],
  loader: async ({ api, locale, url }) => {
    const category = url.searchParams.get('category') ?? '';
    const valid = /^[a-z0-9-]{1,60}$/.test(category) ? category : '';
    const [page, posts] = await Promise.all([
      pageCall(api, { slug: 'blog', locale }),
      loadList(blogPostsCall(api, { locale, ...paging(url, BLOG_PAGE_SIZE), category: valid || undefined })),
    ]);
    return { page: page.data, category: valid || ALL, posts };
  },
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const { go } = useListNavigation();
    const listTexts = useListTexts();
    const base = localePath('blog', {}, locale);
    const hrefOf = (category: string, page = 1) => {
      const query = new URLSearchParams();
      if (category !== ALL) query.set('category', category);
      if (page > 1) query.set('page', String(page));
      const qs = query.toString();
      return qs ? `${base}?${qs}` : base;
    };
    const list = data.posts.ok ? data.posts.value : null;
    const tabs = [
      { id: ALL, label: t('blog.all'), count: list?.meta.all ?? 0, href: hrefOf(ALL) },
      ...(list?.meta.categories ?? []).map((c) => ({ id: c.slug, label: c.name, count: c.count, href: hrefOf(c.slug) })),
    ];
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary} />
        <Container>
          <Tabs label={t('blog.categories')} items={tabs} selected={data.category} activation="manual" onSelect={(id) => go(hrefOf(id))}>
            <ListState texts={listTexts} failed={!list} empty={list?.data.length === 0} retryTo={hrefOf(data.category)}>
              <ul className="mk-cards">
                {list?.data.map((post, i) => (
                  <li key={post.slug}>
                    <PostCard post={post} locale={locale} priority={i < 3} />
                  </li>
                ))}
              </ul>
              {list ? <Pagination meta={list.meta} hrefOf={(n) => hrefOf(data.category, n)} /> : null}
            </ListState>
          </Tabs>
        </Container>
      </>
    );
  },
});
