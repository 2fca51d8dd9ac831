import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Component, Locale } from '@brids/contracts';
import { api } from '@brids/platform';
import { NS } from '../i18n/index.ts';
import { Dropdown } from './dropdown.tsx';
import { MenuLink } from './menu-link.tsx';

/** The CMS component listing the brokerage's other sites. */
export const MICROSITE_COMPONENT = 'microsite-links';

/** The microsite dropdown: links of the CMS component, loaded the first time it opens. */
export function MicrositeDropdown({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NS);
  const [component, setComponent] = useState<{ locale: Locale; value: Component | null } | null>(null);
  const load = () => {
    if (component?.locale === locale) return;
    api.components(locale, [MICROSITE_COMPONENT]).then(
      (list) => setComponent({ locale, value: list[0] ?? null }),
      (error: unknown) => console.error('Components failed to load', error),
    );
  };
  const links = component?.locale === locale ? (component.value?.cta ?? []) : [];
  return (
    <Dropdown label={component?.value?.title ?? t('header.microsites')} className="site-microsites" id="microsite-panel" onOpen={load}>
      <ul className="site-dropdown__list">
        {links.map((cta) => (
          <li key={cta.id}>
            <MenuLink url={cta.url}>{cta.title}</MenuLink>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
