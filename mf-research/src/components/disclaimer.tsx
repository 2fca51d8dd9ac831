import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/index.ts';

/** The research disclaimer every research page ends with. */
export function Disclaimer() {
  const { t } = useTranslation(NS);
  return (
    <aside className="research-disclaimer" aria-labelledby="research-disclaimer">
      <h2 id="research-disclaimer">{t('disclaimer.title')}</h2>
      <p>{t('disclaimer.text')}</p>
    </aside>
  );
}
