import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { definePage, localePath } from '@brids/platform';
import { loadRegistration, type RegistrationData } from '../../components/registration/load-registration.ts';
import { RegistrationLayout } from '../../components/registration/registration-layout.tsx';
import { refusalOf } from '../../components/registration/registration-store.ts';
import { educationCatalog } from '../../i18n/catalog.ts';
import { NS, registrationCatalog } from '../../i18n/registration/catalog.ts';
import { REASON_LABEL } from '../../i18n/registration/labels.ts';

/** Why a registration was refused (full, closed, finished), and the ways back; opened directly, a neutral page. */
export default definePage<RegistrationData>({
  loader: (args) => loadRegistration('eduvest-register-failed', args),
  catalogs: [educationCatalog, registrationCatalog],
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const { search } = useLocation();
    const reason = refusalOf(search);
    const { event } = data;
    return (
      <RegistrationLayout data={data} locale={locale} title={reason ? undefined : t('noRegistrationTitle')}>
        <div className="reg-alert" role={reason ? 'alert' : undefined}>
          {reason ? <h2>{t('failedTitle')}</h2> : null}
          <p>{t(REASON_LABEL[reason ?? 'unknown'])}</p>
        </div>
        <ul className="reg-links">
          {event.status === 'open' ? (
            <li>
              <Link to={localePath('eduvest-register', { slug: event.slug }, locale)}>{t('tryAgain')}</Link>
            </li>
          ) : null}
          <li>
            <Link to={localePath('brids-eduvest-detail', { slug: event.slug }, locale)}>{t('backToEvent')}</Link>
          </li>
          <li>
            <Link to={localePath('brids-eduvest', {}, locale)}>{t('otherEvents')}</Link>
          </li>
        </ul>
      </RegistrationLayout>
    );
  },
});
