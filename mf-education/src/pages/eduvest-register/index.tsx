import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { definePage, findRoute, localePath } from '@brids/platform';
import { RichText } from '@brids/ui';
import { NoScriptNotice } from '@brids/ui/noscript-notice';
import '@brids/ui/form-fields.css';
import { loadRegistration, type RegistrationData } from '../../components/registration/load-registration.ts';
import { RegistrationLayout } from '../../components/registration/registration-layout.tsx';
import { educationCatalog } from '../../i18n/catalog.ts';
import { NS, registrationCatalog } from '../../i18n/registration/catalog.ts';
import { noScriptCatalog } from '../../i18n/registration/no-script.ts';

// The forms' code (react-hook-form, the schemas' resolver, the captcha) is a chunk of its own, not part of
// the page's first view. The server renders the forms; in the browser their markup stays as the server
// wrote it, typable, until that chunk is there and hydrates it (a Suspense boundary waiting for its code).
const Registration = lazy(() => import('../../components/registration/registration-form.tsx'));

function FormPlaceholder() {
  const { t } = useTranslation(NS);
  return (
    <p role="status" className="reg-placeholder ui-needs-script">
      {t('loadingForm')}
    </p>
  );
}

/** Without JavaScript the forms cannot be sent (their captcha needs a script): say so, and send the visitor to the contact page. */
function RegistrationNeedsScript({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NS);
  return (
    <NoScriptNotice title={t('noScriptTitle')}>
      <p>{t('noScriptText')}</p>
      {findRoute('contact-us', locale) ? (
        <p>
          <Link to={localePath('contact-us', {}, locale)}>{t('noScriptContact')}</Link>
        </p>
      ) : null}
    </NoScriptNotice>
  );
}

/** Eduvest registration (spec §2, §5): as a client by the client code, or as a non-client with personal data. */
export default definePage<RegistrationData>({
  loader: (args) => loadRegistration('eduvest-register', args),
  catalogs: [educationCatalog, registrationCatalog, noScriptCatalog],
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const open = data.event.status === 'open';
    return (
      <RegistrationLayout data={data} locale={locale}>
        <RichText html={data.page.body} />
        {open ? (
          <>
            <Suspense fallback={<FormPlaceholder />}><Registration slug={data.event.slug} locale={locale} /></Suspense>
            <RegistrationNeedsScript locale={locale} />
          </>
        ) : (
          <p className="reg-alert" role="status">
            {t('notOpen')}
          </p>
        )}
        <p>
          <Link to={localePath('brids-eduvest-detail', { slug: data.event.slug }, locale)}>{t('backToEvent')}</Link>
        </p>
      </RegistrationLayout>
    );
  },
});
