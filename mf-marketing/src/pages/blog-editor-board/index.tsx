import type { Page } from '@brids/contracts';
import type { Editor } from '@brids/contracts/marketing';
import { pageCall } from '@brids/contracts/page-call';
import { definePage } from '@brids/platform';
import { Container, EmptyState, Image, PageHeader, crumbTo } from '@brids/ui';
import { editorsCall } from '../../api/editors.ts';
import '../../components/blog/blog.css';

interface BoardData {
  page: Page;
  editors: Editor[];
}

/** The blog's editorial board: each editor's photo, name, role and a line about them, from the content service. */
export default definePage<BoardData>({
  loader: async ({ api, locale }) => {
    const [page, editors] = await Promise.all([pageCall(api, { slug: 'blog-editor-board', locale }), editorsCall(api, { locale })]);
    return { page: page.data, editors: editors.data };
  },
  Component: ({ data, locale }) => (
    <>
      <PageHeader title={data.page.title} summary={data.page.summary} trail={[crumbTo('blog', locale)]} />
      <Container>
        {data.editors.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="mk-editors">
            {data.editors.map((editor) => (
              <li key={editor.slug}>
                <Image src={editor.photo.url} alt={editor.photo.alt} width={160} height={160} />
                <h2>{editor.name}</h2>
                <p className="mk-editors__role">{editor.role}</p>
                <p>{editor.bio}</p>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  ),
});
