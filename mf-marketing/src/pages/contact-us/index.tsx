import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Page } from '@brids/contracts';
import { definePage, useLayoutData } from '@brids/platform';
import { whenPaintedAndIdle } from '@brids/platform/after-paint';
import { Container, PageHeader, RichText } from '@brids/ui';
import { NS } from '../../i18n/contact/index.ts';
import { ContactInfo } from './contact-info.tsx';
import { FormBoundary } from './form-boundary.tsx';
import './contact-us.css';

// The form's code (react-hook-form, its resolver, the captcha) loads right after the first paint:
// the page's first view is its title, its text and the contact details.
const loadForm = () => import('./contact-form.tsx');
const ContactForm = lazy(loadForm);
const FORM_IDLE_TIMEOUT_MS = 500;

interface LayoutSettings {
  settings?: Record<string, string>;
}

function FormPlaceholder() {
  const { t } = useTranslation(NS);
  return (
    <div className="contact-form contact-form--placeholder" aria-busy="true">
      <p role="status">{t('loadingForm')}</p>
    </div>
  );
}

/** Contact us (spec §2, §3, §5): the contact form beside the brokerage's address, phone, email and hours. */
function ContactUs({ data, locale }: { data: Page; locale: Locale }) {
  const { t } = useTranslation(NS);
  const settings = useLayoutData<LayoutSettings>(locale)?.settings ?? {};
  useEffect(() => whenPaintedAndIdle(() => void loadForm().catch(() => {}), FORM_IDLE_TIMEOUT_MS), []);
  return (
    <>
      <PageHeader title={data.title} summary={data.summary} />
      <Container className="contact-layout">
        <section className="contact-layout__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('formTitle')}</h2>
          <RichText html={data.body} />
          <FormBoundary>
            <Suspense fallback={<FormPlaceholder />}>
              <ContactForm locale={locale} />
            </Suspense>
          </FormBoundary>
        </section>
        <ContactInfo settings={settings} />
      </Container>
    </>
  );
}

export default definePage<Page>({
  loader: ({ api, locale }) => api.page('contact-us', locale),
  Component: ContactUs,
});
