import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/ns.ts';

/** Opens the browser's print dialog; the page's print styles leave only the result. */
export function PrintButton() {
  const { t } = useTranslation(NS);
  return (
    <button type="button" className="tools-button tools-button--secondary tools-no-print" onClick={() => window.print()}>
      {t('state.print')}
    </button>
  );
}
