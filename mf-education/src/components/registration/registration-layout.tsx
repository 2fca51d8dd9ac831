import type { ReactNode } from 'react';
import type { Locale, Page } from '@brids/contracts';
import type { EduvestEvent } from '@brids/contracts/education';
import type { PageLoaderArgs } from '@brids/platform';
import { Container, PageHeader, crumbTo } from '@brids/ui';
import { fetchEvent } from '../../api/events.ts';
import { EventFacts } from '../event-facts.tsx';
import '../education.css';
import './registration.css';

export interface RegistrationData {
  event: EduvestEvent;
  page: Page;
}

/** The loader of the three registration steps: the event (404 when unknown) and the step's page. */
export async function loadRegistration(step: string, { api, locale, params }: PageLoaderArgs): Promise<RegistrationData> {
  const [event, page] = await Promise.all([fetchEvent(api, params.slug ?? '', locale), api.page(step, locale)]);
  return { event, page };
}

/** A registration step: the step's title (or `title`, when the step has nothing to show) over the event's title and facts, then the step's content. */
export function RegistrationLayout({ data: { event, page }, locale, title, children }: { data: RegistrationData; locale: Locale; title?: string; children: ReactNode }) {
  return (
    <>
      <PageHeader
        title={title ?? page.title}
        summary={event.title}
        trail={[
          crumbTo('education', locale),
          crumbTo('brids-eduvest', locale),
          { ...crumbTo('brids-eduvest-detail', locale, { slug: event.slug }), label: event.title },
        ]}
      >
        <EventFacts event={event} locale={locale} />
      </PageHeader>
      <Container className="reg-page">{children}</Container>
    </>
  );
}
