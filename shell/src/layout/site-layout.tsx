import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { useSiteStore } from '@brids/platform';
import { whenPaintedAndIdle } from '@brids/platform/after-paint';
import { preloadRichText } from '@brids/ui';
import { AuthBar } from './auth-bar.tsx';
import { AFTER_PAINT_TIMEOUT_MS, AfterFirstPaint } from './after-first-paint.tsx';
import { useLayout } from './layout-data.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { WhenNearViewport } from './when-near-viewport.tsx';
import './site-layout.css';

const FloatingButtons = lazy(() => import('./floating-buttons.tsx').then((module) => ({ default: module.FloatingButtons })));

/**
 * The default layout: header, the page, footer, floating buttons. A page's error renders inside it.
 * The footer (about a third of the layout's elements, its images) renders as the visitor nears it.
 */
export function SiteLayout({ locale, children }: { locale: Locale; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const online = useSiteStore((state) => state.online);
  const { settings } = useLayout(locale);
  // The rich-text sanitiser once the first view has painted: later pages render their rich text at
  // once, so a link's #section and the scroll position restored on back find the page whole.
  useEffect(() => whenPaintedAndIdle(preloadRichText, AFTER_PAINT_TIMEOUT_MS), []);
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {t('site.skipToContent')}
      </a>
      <AuthBar locale={locale} />
      <SiteHeader locale={locale} />
      {online ? null : (
        <p className="site-offline" role="status">
          {t('state.offline')}
        </p>
      )}
      <main id="main" className="site-main site-main--page" tabIndex={-1}>
        {/* Hydration boundaries: the browser hydrates the server's layout, the page and the footer in passes of their own,
            each committed in its own task, instead of one long task on a phone (TBT, docs/performance.md). */}
        <Suspense fallback={null}>{children ?? <Outlet />}</Suspense>
      </main>
      <Suspense fallback={null}>
        <WhenNearViewport name="footer" placeholderClassName="site-footer-placeholder">
          <SiteFooter locale={locale} />
        </WhenNearViewport>
      </Suspense>
      <AfterFirstPaint>
        <FloatingButtons locale={locale} settings={settings} />
      </AfterFirstPaint>
    </div>
  );
}
