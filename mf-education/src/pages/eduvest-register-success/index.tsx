import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { definePage, localePath } from '@brids/platform';
import { eventIcs, icsHref } from '../../components/registration/ics.ts';
import { loadRegistration, type RegistrationData } from '../../components/registration/load-registration.ts';
import { RegistrationLayout } from '../../components/registration/registration-layout.tsx';
import { readRegistration, type StoredRegistration } from '../../components/registration/registration-store.ts';
import { educationCatalog } from '../../i18n/catalog.ts';
import { NS, registrationCatalog } from '../../i18n/registration/catalog.ts';

/** After a registration: its reference, the .ics, the mail's promise. Opened without one: no false success. */
export default definePage<RegistrationData>({
  loader: (args) => loadRegistration('eduvest-register-success', args),
  catalogs: [educationCatalog, registrationCatalog],
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const { event } = data;
    // Read after mounting: the receipt lives in this browser's session storage only.
    const [registration, setRegistration] = useState<StoredRegistration | null | undefined>(undefined);
    useEffect(() => setRegistration(readRegistration(event.slug)), [event.slug]);
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (registration) box.current?.focus();
    }, [registration]);
    // Not known yet (the server's render, and the browser's until it has read its storage): no success is
    // claimed; a reader without JavaScript is told where the receipt is.
    if (registration === undefined)
      return (
        <RegistrationLayout data={data} locale={locale} title={t('checkingTitle')}>
          <noscript>
            <p className="reg-alert">{t('receiptNeedsJavaScript')}</p>
          </noscript>
        </RegistrationLayout>
      );
    const eventUrl = `${window.location.origin}${localePath('brids-eduvest-detail', { slug: event.slug }, locale)}`;
    // Opened without a registration of this browser: no success is claimed, not even in the title.
    return (
      <RegistrationLayout data={data} locale={locale} title={registration ? undefined : t('noRegistrationTitle')}>
        {registration ? (
          <div ref={box} className="reg-success" tabIndex={-1} role="status">
            <h2>{t('successTitle')}</h2>
            <p>
              {t('successReference')}: <strong className="reg-reference">{registration.reference}</strong>
            </p>
            <p>{t('successMail')}</p>
            <p>
              <a className="edu-button edu-button--primary" href={icsHref(eventIcs(event, eventUrl))} download={`${event.slug}.ics`}>
                {t('addToCalendar')}
              </a>
            </p>
          </div>
        ) : (
          <div className="reg-alert">
            <p>{t('noRegistration')}</p>
            {event.status === 'open' ? (
              <p>
                <Link className="edu-button edu-button--primary" to={localePath('eduvest-register', { slug: event.slug }, locale)}>
                  {t('registerNow')}
                </Link>
              </p>
            ) : null}
          </div>
        )}
        <p>
          <Link to={localePath('brids-eduvest-detail', { slug: event.slug }, locale)}>{t('backToEvent')}</Link>
        </p>
      </RegistrationLayout>
    );
  },
});
