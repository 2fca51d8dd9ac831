import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Page } from '@brids/contracts';
import { pageCall } from '@brids/contracts/page-call';
import { definePage, useLayoutData } from '@brids/platform';
import { Container, PageHeader, RichText } from '@brids/ui';
import { NoScriptNotice } from '@brids/ui/noscript-notice';
import { NS, contactCatalog } from '../../i18n/contact/index.ts';
import { ContactInfo, telHref } from './contact-info.tsx';
import { FormBoundary } from './form-boundary.tsx';
import '@brids/ui/form-fields.css';
import './contact-us.css';

// The form's code (react-hook-form, its resolver, the captcha) is a chunk of its own, not part of the
// page's first view. The server renders the form; in the browser its markup stays as the server wrote it,
// typable, until that chunk is there and hydrates it (a Suspense boundary waiting for its code).
const ContactForm = lazy(() => import('./contact-form.tsx'));

interface LayoutSettings {
  settings?: Record<string, string>;
}

function FormPlaceholder() {
  const { t } = useTranslation(NS);
  return (
    <div className="contact-form contact-form--placeholder ui-needs-script" aria-busy="true">
      <p role="status">{t('loadingForm')}</p>
    </div>
  );
}

/** Without JavaScript the form cannot be sent (its captcha needs a script): say so, with the phone and email to use instead. */
function FormNeedsScript({ settings }: { settings: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const phone = settings['footer-phone'];
  const email = settings['footer-email'];
  return (
    <NoScriptNotice title={t('noScriptTitle')}>
      <p>{t('noScriptText')}</p>
      {phone || email ? (
        <ul>
          {phone ? (
            <li>
              {t('phoneLabel')}: <a href={telHref(phone)}>{phone}</a>
            </li>
          ) : null}
          {email ? (
            <li>
              {t('emailLabel')}: <a href={`mailto:${email}`}>{email}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </NoScriptNotice>
  );
}

/** Contact us (spec §2, §3, §5): the contact form beside the brokerage's address, phone, email and hours. */
function ContactUs({ data, locale }: { data: Page; locale: Locale }) {
  const { t } = useTranslation(NS);
  const settings = useLayoutData<LayoutSettings>(locale)?.settings ?? {};
  return (
    <>
      <PageHeader title={data.title} summary={data.summary} />
      <Container className="contact-layout">
        <section className="contact-layout__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('formTitle')}</h2>
          <RichText html={data.body} />
          <FormBoundary>
            <Suspense fallback={<FormPlaceholder />}><ContactForm locale={locale} /></Suspense>
          </FormBoundary>
          <FormNeedsScript settings={settings} />
        </section>
        <ContactInfo settings={settings} />
      </Container>
    </>
  );
}

export default definePage<Page>({
  catalogs: [contactCatalog],
  loader: async ({ api, locale }) => (await pageCall(api, { slug: 'contact-us', locale })).data,
  Component: ContactUs,
});
