import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { definePage, localePath } from '@brids/platform';
import { whenPaintedAndIdle } from '@brids/platform/after-paint';
import { RichText } from '@brids/ui';
import { loadRegistration, type RegistrationData, RegistrationLayout } from '../../components/registration/registration-layout.tsx';
import { NS } from '../../i18n/registration/index.ts';

// The forms' code (react-hook-form, the schemas' resolver, the captcha) loads right after the first paint.
const loadForm = () => import('../../components/registration/registration-form.tsx');
const Registration = lazy(loadForm);

/** Eduvest registration (spec §2, §5): as a client by the client code, or as a non-client with personal data. */
export default definePage<RegistrationData>({
  loader: (args) => loadRegistration('eduvest-register', args),
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    const open = data.event.status === 'open';
    useEffect(() => (open ? whenPaintedAndIdle(() => void loadForm().catch(() => {}), 500) : undefined), [open]);
    return (
      <RegistrationLayout data={data} locale={locale}>
        <RichText html={data.page.body} />
        {open ? (
          <Suspense fallback={<p role="status" className="reg-placeholder">{t('loadingForm')}</p>}>
            <Registration slug={data.event.slug} locale={locale} />
          </Suspense>
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
