import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { localePath, useAuthStore, useSiteStore, useSwitchLocalePath } from '@brids/platform';
import { Container } from '@brids/ui';
import { NS } from '../i18n/index.ts';
import { JoinDropdown } from './join-dropdown.tsx';
import { useLayout } from './layout-data.ts';
import { MainNav } from './main-nav.tsx';
import { MenuLink } from './menu-link.tsx';
import { MicrositeDropdown } from './microsite-dropdown.tsx';
import { SearchForm } from './search-form.tsx';
import { supportLinks } from './support-links.ts';
import { useDisclosure } from './use-disclosure.ts';

export function LocaleSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const other: Locale = locale === 'id' ? 'en' : 'id';
  return (
    <Link to={useSwitchLocalePath(other)} hrefLang={other} lang={other} className="site-locale" aria-label={t('nav.switchLocaleLabel')}>
      {t('nav.switchLocale')}
    </Link>
  );
}

export function Logo({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  return (
    <Link to={localePath('home', {}, locale)} className="site-logo" aria-label={`${t('site.name')}, ${t('nav.home')}`}>
      <span className="site-logo__mark" aria-hidden="true" />
      <span className="site-logo__text">{t('site.name')}</span>
    </Link>
  );
}

/**
 * The header (spec §2): a top info bar (left info, support links, search, locale switcher) and the
 * main navigation. At 768 px and below the navigation collapses into a toggle menu and the search
 * moves inside the header; the menu closes on every route change.
 */
export function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NS);
  const { mainMenu, settings } = useLayout(locale);
  // The editor bar sits above the header: a transparent header would cover it.
  const wantsTransparent = useSiteStore((state) => state.transparentHeader);
  const editorBar = useAuthStore((state) => state.loggedIn);
  const transparent = wantsTransparent && !editorBar;
  const { open: menuOpen, toggle: toggleMenu, buttonRef: menuButton, containerRef: menuArea } = useDisclosure();
  return (
    <header className={transparent ? 'site-header site-header--transparent' : 'site-header'}>
      <div className="site-topbar">
        <Container className="site-topbar__inner">
          <span className="site-topbar__info">{settings['top-info-left'] ?? t('site.tagline', { ns: 'common' })}</span>
          <nav aria-label={t('header.supportLinks')} className="site-topbar__support">
            <ul>
              {supportLinks(settings['support-links']).map((link) => (
                <li key={link.url}>
                  <MenuLink url={link.url}>{link.title}</MenuLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-topbar__search">
            <SearchForm locale={locale} id="search-desktop" />
          </div>
          <MicrositeDropdown locale={locale} />
          <LocaleSwitcher locale={locale} />
        </Container>
      </div>
      <div
        className="site-header__bar"
        ref={menuArea}
      >
        <Container className="site-header__main">
          <Logo locale={locale} />
          <button
            type="button"
            ref={menuButton}
            className="site-nav-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={toggleMenu}
          >
            {menuOpen ? t('nav.closeMenu', { ns: 'common' }) : t('nav.menu', { ns: 'common' })}
          </button>
          <div className={menuOpen ? 'site-header__collapse site-header__collapse--open' : 'site-header__collapse'}>
            <div className="site-header__mobile-search">
              <SearchForm locale={locale} id="search-mobile" />
            </div>
            <MainNav menus={mainMenu} id="site-nav" open={menuOpen} />
            <div className="site-header__actions">
              <JoinDropdown settings={settings} />
            </div>
          </div>
        </Container>
      </div>
    </header>
  );
}
