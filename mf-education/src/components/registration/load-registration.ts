import type { Page } from '@brids/contracts';
import { pageCall } from '@brids/contracts/page-call';
import type { EduvestEvent } from '@brids/contracts/education';
import type { PageLoaderArgs } from '@brids/platform';
import { eventCall } from '../../api/events.ts';

/** The registration steps, each a route with a content page of the same name. */
export type RegistrationStep = 'eduvest-register' | 'eduvest-register-success' | 'eduvest-register-failed';

export interface RegistrationData {
  event: EduvestEvent;
  page: Page;
}

/** The loader of the three registration steps: the event (404 when unknown) and the step's page. */
export async function loadRegistration(step: RegistrationStep, { api, locale, params }: PageLoaderArgs): Promise<RegistrationData> {
  const [event, page] = await Promise.all([eventCall(api, { slug: params.slug ?? '', locale }), pageCall(api, { slug: step, locale })]);
  return { event: event.data, page: page.data };
}
