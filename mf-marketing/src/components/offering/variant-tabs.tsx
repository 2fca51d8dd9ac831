import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import type { OfferingVariant } from '@brids/contracts/marketing';
import { formatRupiah } from '@brids/i18n';
import { Tabs } from '@brids/ui/tabs';
import { NS } from '../../i18n/ns.ts';

/**
 * The kinds of an offering as tabs (stock-account: regular, margin, sharia), with margin's contract and asset
 * holding. Each tab is a link to the page with its kind (`?kind=margin`), which the server renders with that
 * tab open: a reader without JavaScript reads every kind; with it, a tab switches in the page.
 */
export default function VariantTabs({ variants, locale }: { variants: OfferingVariant[]; locale: Locale }) {
  const { t } = useTranslation(NS);
  const { search } = useLocation();
  const [selected, setSelected] = useState(() => new URLSearchParams(search).get('kind') ?? variants[0]?.key ?? '');
  const variant = variants.find((v) => v.key === selected) ?? variants[0];
  if (!variant) return null;
  return (
    <Tabs label={t('offering.kinds')} items={variants.map((v) => ({ id: v.key, label: v.title, href: `?kind=${v.key}` }))} selected={variant.key} onSelect={setSelected}>
      <h3>{variant.title}</h3>
      <p>{variant.description}</p>
      {variant.contract_months !== null || variant.min_asset_holding !== null ? (
        <ul className="mk-highlights">
          {variant.contract_months !== null ? (
            <li>{variant.contract_months === 12 ? t('offering.contractYear') : t('offering.contract', { months: variant.contract_months })}</li>
          ) : null}
          {variant.min_asset_holding !== null ? <li>{t('offering.minAsset', { amount: formatRupiah(variant.min_asset_holding, locale) })}</li> : null}
        </ul>
      ) : null}
      <ul className="mk-checks">
        {variant.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Tabs>
  );
}

