import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { NS } from '../../i18n/ns.ts';
import { useSetting } from '../settings.ts';

/** Setting keys of the app's store pages. */
export const STORE_SETTINGS = { appStore: 'app-store-url', googlePlay: 'google-play-url' } as const;

/** The app's store links, from the settings (nothing when a setting is missing). */
export function AppStoreLinks({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NS);
  const appStore = useSetting(locale, STORE_SETTINGS.appStore);
  const googlePlay = useSetting(locale, STORE_SETTINGS.googlePlay);
  if (!appStore && !googlePlay) return null;
  return (
    <ul className="mk-store-links">
      {appStore ? (
        <li>
          <a className="mk-button mk-button--primary" href={appStore} target="_blank" rel="noopener noreferrer">
            {t('app.appStore')}
          </a>
        </li>
      ) : null}
      {googlePlay ? (
        <li>
          <a className="mk-button mk-button--primary" href={googlePlay} target="_blank" rel="noopener noreferrer">
            {t('app.googlePlay')}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
