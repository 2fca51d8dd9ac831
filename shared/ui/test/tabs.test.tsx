// @vitest-environment happy-dom
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabsProps } from '@brids/ui/tabs';
import { renderUi } from './render.tsx';

const ITEMS = [
  { id: 'all', label: 'Semua', count: 1250 },
  { id: 'stock', label: 'Saham', count: 12 },
  { id: 'bond', label: 'Obligasi', count: 0 },
];

function ReportTabs({ activation }: Pick<TabsProps, 'activation'>) {
  const [selected, setSelected] = useState('all');
  return (
    <Tabs label="Kategori laporan" items={ITEMS} selected={selected} onSelect={setSelected} activation={activation}>
      <p>Daftar {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows each tab with its counter, formatted for the locale', async () => {
    await renderUi(<ReportTabs />, 'id');
    const list = screen.getByRole('tablist', { name: 'Kategori laporan' });
    expect(within(list).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Semua1.250', 'Saham12', 'Obligasi0']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Semua');
    expect(screen.getByRole('tabpanel', { name: /Semua/ }).textContent).toBe('Daftar all');
  });

  it('formats counters the English way on the English site', async () => {
    await renderUi(<ReportTabs />, 'en');
    expect(screen.getByRole('tab', { name: /Semua/ }).textContent).toBe('Semua1,250');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    await renderUi(<ReportTabs />);
    await user.click(screen.getByRole('tab', { name: /Saham/ }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Saham');
    expect(screen.getByRole('tabpanel').textContent).toBe('Daftar stock');
  });

  it('moves with the arrows (wrapping), Home and End; only the selected tab is in the Tab order', async () => {
    const user = userEvent.setup();
    await renderUi(<ReportTabs />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Semua/ }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Saham/ }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Daftar stock');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Obligasi/ }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Semua/ }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Obligasi/ }));
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Semua');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('with manual activation, arrows move focus and Enter selects', async () => {
    const user = userEvent.setup();
    await renderUi(<ReportTabs activation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Saham/ }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Daftar all');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Daftar stock');
  });

  describe('tabs with their own addresses (a list filter)', () => {
    const LINKED = ITEMS.map((item) => ({ ...item, href: item.id === 'all' ? '/id/laporan' : `/id/laporan?kategori=${item.id}` }));
    function LinkedTabs() {
      const [selected, setSelected] = useState('all');
      return (
        <Tabs label="Kategori laporan" items={LINKED} selected={selected} onSelect={setSelected} activation="manual">
          <p>Daftar {selected}</p>
        </Tabs>
      );
    }

    it('are links in the server markup, each in the Tab order (no script moves the focus yet)', () => {
      const html = renderToString(<LinkedTabs />);
      const tabs = [...html.matchAll(/<a [^>]*role="tab"[^>]*>/g)].map((m) => m[0]);
      expect(tabs).toHaveLength(3);
      expect(tabs[1]).toContain('href="/id/laporan?kategori=stock"');
      for (const tab of tabs) expect(tab).toContain('tabindex="0"');
    });

    it('in the browser: a click selects in the page, Space and Enter select, only the selected tab is in the Tab order', async () => {
      const user = userEvent.setup();
      await renderUi(<LinkedTabs />);
      const stock = screen.getByRole('tab', { name: /Saham/ });
      expect(stock.getAttribute('href')).toBe('/id/laporan?kategori=stock');
      expect(stock.tabIndex).toBe(-1);
      await user.click(stock);
      expect(screen.getByRole('tabpanel').textContent).toBe('Daftar stock');
      expect(window.location.href).not.toContain('kategori');
      await user.keyboard('{ArrowRight}');
      await user.keyboard(' ');
      expect(screen.getByRole('tabpanel').textContent).toBe('Daftar bond');
      await user.keyboard('{Home}{Enter}');
      expect(screen.getByRole('tabpanel').textContent).toBe('Daftar all');
    });
  });
});
