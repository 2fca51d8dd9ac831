// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectPanel } from '@brids/ui/select-panel';
import { renderUi } from './render.tsx';

const SECTORS = [
  { value: 'energy', label: 'Energi' },
  { value: 'financials', label: 'Keuangan' },
  { value: 'infrastructure', label: 'Infrastruktur' },
];

function SectorSelect({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SelectPanel label="Sektor" options={SECTORS} value={value} onChange={setValue} />
      <p>Outside</p>
    </>
  );
}

const button = () => screen.getByRole('button', { name: /Sektor/ });

describe('SelectPanel', () => {
  it('shows the placeholder until something is chosen, in the visitor\'s language', async () => {
    await renderUi(<SectorSelect />, 'en');
    expect(button().textContent).toBe('Select');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens a listbox (active state) and chooses an option with the mouse', async () => {
    const user = userEvent.setup();
    await renderUi(<SectorSelect />);
    expect(button().textContent).toBe('Pilih');
    await user.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(button().closest('.ui-select')?.classList.contains('is-active')).toBe(true);
    expect(screen.getByRole('listbox', { name: 'Sektor' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Keuangan' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button().textContent).toBe('Keuangan');
    expect(button().closest('.ui-select')?.classList.contains('is-active')).toBe(false);
    expect(document.activeElement).toBe(button());
  });

  it('works from the keyboard: arrows, Enter, Escape', async () => {
    const user = userEvent.setup();
    await renderUi(<SectorSelect initial="energy" />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(document.activeElement).toBe(listbox);
    const active = () => document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Energi');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Energi');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Infrastruktur');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Keuangan');
    await user.keyboard('{Enter}');
    expect(button().textContent).toBe('Keuangan');
    expect(document.activeElement).toBe(button());

    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button().textContent).toBe('Keuangan');
    expect(document.activeElement).toBe(button());
  });

  it('jumps to an option by its first letter', async () => {
    const user = userEvent.setup();
    await renderUi(<SectorSelect />);
    await user.click(button());
    await user.keyboard('i ');
    expect(button().textContent).toBe('Infrastruktur');
  });

  it('closes on a click outside without changing the choice', async () => {
    const user = userEvent.setup();
    await renderUi(<SectorSelect initial="energy" />);
    await user.click(button());
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button().textContent).toBe('Energi');
  });
});
