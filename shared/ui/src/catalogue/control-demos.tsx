import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectPanel } from '@brids/ui/select-panel';
import { Tabs } from '@brids/ui/tabs';
import { CATALOGUE_NAMESPACE } from './texts.ts';

/** Tabs with counters: click, or arrows, Home and End. */
export function TabsDemo() {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const [selected, setSelected] = useState('all');
  const items = [
    { id: 'all', label: t('tabs.all'), count: 1280 },
    { id: 'stock', label: t('tabs.stock'), count: 64 },
    { id: 'fund', label: t('tabs.fund'), count: 40 },
    { id: 'bond', label: t('tabs.bond'), count: 0 },
  ];
  const current = items.find((item) => item.id === selected)?.label ?? '';
  return (
    <Tabs label={t('tabs.label')} items={items} selected={selected} onSelect={setSelected}>
      <p>{t('tabs.panel', { tab: current })}</p>
    </Tabs>
  );
}

/** The select panel: inactive with a placeholder, inactive with a value; active once opened. */
export function SelectDemo() {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const [value, setValue] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<string | undefined>('financials');
  const options = (['energy', 'financials', 'infrastructure', 'consumer'] as const).map((key) => ({ value: key, label: t(`select.${key}`) }));
  return (
    <div className="ui-catalogue__stack">
      <p className="ui-catalogue__note">{t('select.hint')}</p>
      <div className="ui-catalogue__row">
        <SelectPanel label={t('select.label')} options={options} value={value} onChange={setValue} />
        <SelectPanel label={t('select.label')} options={options} value={chosen} onChange={setChosen} />
      </div>
      <p className="ui-catalogue__note">{t('select.chosen', { value: value ?? '–' })}</p>
    </div>
  );
}
