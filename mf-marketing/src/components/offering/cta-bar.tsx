import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { findRoute, localePath } from '@brids/platform';
import { NS } from '../../i18n/ns.ts';
import { useSetting } from '../settings.ts';

/** Setting key of the 'Open Account' URL (beside its one user: a page showing other settings does not carry it). */
const OPEN_ACCOUNT_URL = 'home-join-now-open-account-url';

/** The calls to action of a product page: 'Open Account' (URL from the settings), the form to download, contact. */
export function CtaBar({ locale, formUrl, openAccount = true }: { locale: Locale; formUrl: string | null; openAccount?: boolean }) {
  const { t } = useTranslation(NS);
  const openAccountUrl = useSetting(locale, OPEN_ACCOUNT_URL);
  return (
    <div className="mk-cta-bar">
      {openAccount && openAccountUrl ? (
        <a className="mk-button mk-button--primary" href={openAccountUrl} target="_blank" rel="noopener noreferrer">
          {t('offering.openAccount')}
        </a>
      ) : null}
      {formUrl ? (
        <a className="mk-button" href={formUrl} download>
          {t('offering.downloadForm')}
        </a>
      ) : null}
      {findRoute('contact-us', locale) ? (
        <Link className="mk-button" to={localePath('contact-us', {}, locale)}>
          {t('offering.contact')}
        </Link>
      ) : null}
    </div>
  );
}
