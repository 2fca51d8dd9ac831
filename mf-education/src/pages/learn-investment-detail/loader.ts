import type { LearnArticle } from '@brids/contracts/education';
import type { PageLoaderArgs } from '@brids/platform';
import { articleCall } from '../../api/articles.ts';

/** The article the URL names (the content service's 404 makes the page a 404). */
export async function loadArticle({ api, locale, params }: PageLoaderArgs): Promise<LearnArticle> {
  return (await articleCall(api, { slug: params.slug ?? '', locale })).data;
}
