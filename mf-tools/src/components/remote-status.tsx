import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/ns.ts';

/**
 * The loading line of a part of a page that waits for the content service (announced politely).
 * `holdsPlace`: it stands in for a tall block (a form, a quiz) and keeps its room, so the rest of
 * the page does not move when the block arrives. The loading is a script's: without JavaScript
 * the line is hidden (the page's notice says what to do instead).
 */
export function Loading({ children, holdsPlace = false }: { children: ReactNode; holdsPlace?: boolean }) {
  return (
    <p className={holdsPlace ? 'tools-loading tools-loading--holds-place ui-needs-script' : 'tools-loading ui-needs-script'} role="status">
      <span className="tools-spinner" aria-hidden="true" />
      {children}
    </p>
  );
}

/** What failed, why it may have, and a way to try again (announced at once). */
export function LoadFailed({ message, onRetry, children }: { message: string; onRetry: () => void; children?: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="tools-alert" role="alert">
      <p className="tools-alert__title">{message}</p>
      <p>{t('state.slow')}</p>
      <div className="tools-actions">
        <button type="button" className="tools-button" onClick={onRetry}>
          {t('state.retry')}
        </button>
        {children}
      </div>
    </div>
  );
}
