import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Entry, Page } from '@brids/contracts';
import { definePage, localePath, type PageDefinition } from '@brids/platform';
import { Container, PageHeader, RichText, crumbTo } from '@brids/ui';
import { NS } from '../i18n/index.ts';
import { EventFacts } from './event-facts.tsx';

interface RegistrationData {
  event: Entry;
  page: Page;
}

/**
 * The Eduvest registration pages of one event (register, register-success, register-failed):
 * the event, and the content service's page of that step.
 */
export function registrationPage(step: 'eduvest-register' | 'eduvest-register-success' | 'eduvest-register-failed'): PageDefinition<RegistrationData> {
  return definePage<RegistrationData>({
    loader: async ({ api, locale, params }) => {
      const [event, page] = await Promise.all([
        api.entry('eduvest-events', params.slug ?? '', locale),
        api.page(step, locale),
      ]);
      return { event, page };
    },
    Component: ({ data: { event, page }, locale }) => {
      const { t } = useTranslation(NS);
      return (
        <>
          <PageHeader
            title={page.title}
            summary={event.title}
            trail={[
              crumbTo('education', locale),
              crumbTo('brids-eduvest', locale),
              { ...crumbTo('brids-eduvest-detail', locale, { slug: event.slug }), label: event.title },
            ]}
          >
            <EventFacts event={event} locale={locale} />
          </PageHeader>
          <Container>
            <RichText html={page.body} />
            <Link to={localePath('brids-eduvest-detail', { slug: event.slug }, locale)}>{t('event.backToEvent')}</Link>
          </Container>
        </>
      );
    },
  });
}
