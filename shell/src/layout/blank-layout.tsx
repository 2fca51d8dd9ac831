import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { Container } from '@brids/ui';
import { useLayout } from './layout-data.ts';
import { LocaleSwitcher, Logo } from './site-header.tsx';
import { CopyrightLine } from './site-footer.tsx';
import './site-layout.css';

/** The blank layout (login, error pages): the logo home, the locale switcher, the page, the copyright. */
export function BlankLayout({ locale, children }: { locale: Locale; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const { settings } = useLayout(locale);
  return (
    <div className="site site--blank">
      <a href="#main" className="skip-link">
        {t('site.skipToContent')}
      </a>
      <header className="site-blank-header">
        <Container className="site-header__main">
          <Logo locale={locale} />
          <LocaleSwitcher locale={locale} />
        </Container>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <footer className="site-blank-footer">
        <Container>
          <CopyrightLine year={settings['copyright-year']} />
        </Container>
      </footer>
    </div>
  );
}
