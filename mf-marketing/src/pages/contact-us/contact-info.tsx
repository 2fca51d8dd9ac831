import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/contact/index.ts';

/** A `tel:` address of a phone number as the settings write it (spaces and dashes dropped). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The brokerage's address, phone and email (footer-* settings) and the client-service hours. */
export function ContactInfo({ settings }: { settings: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const phone = settings['footer-phone'];
  const email = settings['footer-email'];
  return (
    <aside className="contact-info" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title">{t('infoTitle')}</h2>
      <dl>
        {settings['footer-address'] ? (
          <div>
            <dt>{t('address')}</dt>
            <dd>{settings['footer-address']}</dd>
          </div>
        ) : null}
        {phone ? (
          <div>
            <dt>{t('phoneLabel')}</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          </div>
        ) : null}
        {email ? (
          <div>
            <dt>{t('emailLabel')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        ) : null}
        {settings['client-service-hours'] ? (
          <div>
            <dt>{t('hours')}</dt>
            <dd>{settings['client-service-hours']}</dd>
          </div>
        ) : null}
      </dl>
    </aside>
  );
}
