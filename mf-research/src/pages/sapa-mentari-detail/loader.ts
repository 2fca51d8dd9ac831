import type { SapaMentari } from '@brids/contracts/research';
import type { PageLoaderArgs } from '@brids/platform';
import { sapaMentariEdition } from '../../api/sapa-mentari-edition.ts';

/** The edition of the URL's slug. */
export async function loader({ api, locale, params }: PageLoaderArgs): Promise<SapaMentari> {
  return (await sapaMentariEdition(api, { slug: params.slug ?? '', locale })).data;
}
