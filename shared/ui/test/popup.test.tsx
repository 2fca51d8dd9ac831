// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popup, type PopupProps } from '@brids/ui/popup';
import { SelectPanel } from '@brids/ui/select-panel';
import { renderUi } from './render.tsx';

function FormPopup(props: Partial<PopupProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Download Formulir
      </button>
      <Popup open={open} onClose={() => setOpen(false)} title="Informasi Formulir Pembukaan Rekening" {...props}>
        <a href="/files/form-a.pdf">Formulir A</a>
        <a href="/files/form-b.pdf">Formulir B</a>
      </Popup>
    </>
  );
}

async function openPopup(props: Partial<PopupProps> = {}, locale: 'id' | 'en' = 'id') {
  const user = userEvent.setup();
  await renderUi(<FormPopup {...props} />, locale);
  const opener = screen.getByRole('button', { name: 'Download Formulir' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Informasi Formulir Pembukaan Rekening' }) };
}

describe('Popup', () => {
  it('opens as a modal dialog named by its title, in a portal, with focus inside', async () => {
    const { dialog } = await openPopup();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.closest('.ui-popup')?.parentElement).toBe(document.body);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with the close icon and gives focus back to the opener', async () => {
    const { user, opener } = await openPopup();
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('labels the close icon in English on the English site', async () => {
    const { user } = await openPopup({}, 'en');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape', async () => {
    const { user, opener } = await openPopup();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('on Escape inside an open select panel, closes only the panel', async () => {
    function FilterPopup() {
      const [open, setOpen] = useState(true);
      const [value, setValue] = useState<string | undefined>(undefined);
      return (
        <Popup open={open} onClose={() => setOpen(false)} title="Filter">
          <SelectPanel label="Sektor" options={[{ value: 'energy', label: 'Energi' }]} value={value} onChange={setValue} />
        </Popup>
      );
    }
    const user = userEvent.setup();
    await renderUi(<FilterPopup />);
    await user.click(screen.getByRole('button', { name: /Sektor/ }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes only the inner one of two nested popups on Escape', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Popup open={outer} onClose={() => setOuter(false)} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            More
          </button>
          <Popup open={inner} onClose={() => setInner(false)} title="Inner" size="small">
            <p>Details</p>
          </Popup>
        </Popup>
      );
    }
    const user = userEvent.setup();
    await renderUi(<Nested />);
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.activeElement).toBe(more);
  });

  it('closes on a click on the overlay, not on a click inside the panel', async () => {
    const { user, dialog } = await openPopup();
    await user.click(screen.getByRole('heading', { name: 'Informasi Formulir Pembukaan Rekening' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    const { user } = await openPopup();
    const close = screen.getByRole('button', { name: 'Tutup' });
    const first = screen.getByRole('link', { name: 'Formulir A' });
    const last = screen.getByRole('link', { name: 'Formulir B' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('locks the page scroll while open and releases it on close', async () => {
    const { user } = await openPopup();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('takes the size and position of spec §9 and an optional floating close', async () => {
    const { dialog } = await openPopup({ size: 'semi-large', position: 'bottom', floatingClose: true });
    expect(dialog.className).toContain('ui-popup__panel--semi-large');
    expect(dialog.parentElement?.className).toContain('ui-popup--bottom');
    const close = screen.getByRole('button', { name: 'Tutup' });
    expect(close.className).toContain('ui-popup__close--floating');
  });
});
