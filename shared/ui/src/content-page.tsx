import type { Locale, Page } from '@brids/contracts';
import { definePage, type PageDefinition } from '@brids/platform';
import { Container } from './container.tsx';
import { crumbTo } from './crumbs.ts';
import { PageHeader } from './page-header.tsx';
import { RichText } from './rich-text.tsx';

export interface ContentPageOptions {
  /** Route names of the pages between Home and this one. */
  trail?: string[];
}

/** A page whose content is the content service's page of the same slug (title, lead, HTML body). */
export function contentPage(slug: string, options: ContentPageOptions = {}): PageDefinition<Page> {
  return definePage<Page>({
    loader: ({ api, locale }) => api.page(slug, locale),
    Component: ({ data, locale }: { data: Page; locale: Locale }) => (
      <>
        <PageHeader
          title={data.title}
          summary={data.summary}
          trail={(options.trail ?? []).map((name) => crumbTo(name, locale))}
        />
        <Container>
          <RichText html={data.body} />
        </Container>
      </>
    ),
  });
}
