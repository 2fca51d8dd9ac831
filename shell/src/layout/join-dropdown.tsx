import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/index.ts';
import { Dropdown } from './dropdown.tsx';

/** 'Join Now' ('Gabung Sekarang'): Login and Open Account, addresses from the settings (spec §2). */
export function JoinDropdown({ settings }: { settings: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const login = settings['home-join-now-login-url'];
  const openAccount = settings['home-join-now-open-account-url'];
  return (
    <Dropdown label={t('header.joinNow')} className="site-join" id="join-now-panel">
      <ul className="site-dropdown__list">
        {login ? (
          <li>
            <a href={login} target="_blank" rel="noopener noreferrer">
              {t('header.login')}
            </a>
          </li>
        ) : null}
        {openAccount ? (
          <li>
            <a href={openAccount} target="_blank" rel="noopener noreferrer" className="site-dropdown__primary">
              {t('header.openAccount')}
            </a>
          </li>
        ) : null}
      </ul>
    </Dropdown>
  );
}
