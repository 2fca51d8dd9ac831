import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Component, Locale } from '@brids/contracts';
import { api } from '@brids/platform';
import { NS } from '../i18n/index.ts';
import { Dropdown } from './dropdown.tsx';
import { useLayout } from './layout-data.ts';
import { MenuLink } from './menu-link.tsx';

/** The CMS component listing the brokerage's other sites. */
export const MICROSITE_COMPONENT = 'microsite-links';

/**
 * The microsite dropdown: links of the CMS component, loaded the first time it opens; a server-rendered
 * document has them in its layout data (the markup, for a reader without JavaScript, and hydration).
 */
export function MicrositeDropdown({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NS);
  const { microsites } = useLayout(locale);
  const [loaded, setLoaded] = useState<{ locale: Locale; value: Component | null }>();
  // undefined until loaded in this locale (null: the CMS has no such component).
  const component = microsites === undefined ? (loaded?.locale === locale ? loaded.value : undefined) : microsites;
  const load = () => {
    if (component !== undefined) return;
    api.components(locale, [MICROSITE_COMPONENT]).then(
      (list) => setLoaded({ locale, value: list[0] ?? null }),
      (error: unknown) => console.error('Components failed to load', error),
    );
  };
  return (
    <Dropdown label={component?.title ?? t('header.microsites')} className="site-microsites" id="microsite-panel" onOpen={load}>
      <ul className="site-dropdown__list">
        {(component?.cta ?? []).map((cta) => (
          <li key={cta.id}>
            <MenuLink url={cta.url}>{cta.title}</MenuLink>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
