import type { ReactNode } from 'react';
import type { Locale } from '@brids/contracts';
import { Container, PageHeader, crumbTo } from '@brids/ui';
import { EventFacts } from '../event-facts.tsx';
import type { RegistrationData } from './load-registration.ts';
import '../education.css';
import './registration.css';

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
