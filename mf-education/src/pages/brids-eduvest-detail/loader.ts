import type { EduvestEvent } from '@brids/contracts/education';
import type { PageLoaderArgs } from '@brids/platform';
import { eventCall } from '../../api/events.ts';

/** The event the URL names (the content service's 404 makes the page a 404). */
export async function loadEvent({ api, locale, params }: PageLoaderArgs): Promise<EduvestEvent> {
  return (await eventCall(api, { slug: params.slug ?? '', locale })).data;
}
