// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@brids/i18n';
import { composeRouteTable, setRouteTable } from '@brids/platform';
import { CataloguePage } from '@brids/ui/catalogue';
import { renderUi } from './render.tsx';

beforeAll(() => {
  // The error pages link home.
  setRouteTable(
    composeRouteTable({ mf_marketing: { routes: [{ name: 'home', paths: { en: '', id: '' }, module: './pages/home', title: { en: 'Home', id: 'Beranda' } }] } }),
  );
});

describe('CataloguePage', () => {
  it('shows every component in both languages side by side, without changing the page\'s language', async () => {
    await renderUi(<CataloguePage />, 'id');
    expect(screen.getByRole('heading', { level: 1, name: 'Katalog komponen' })).toBeTruthy();
    const empty = screen.getByRole('region', { name: 'Keadaan kosong' });
    const [idColumn, enColumn] = within(empty).getAllByRole('heading', { level: 3 }).map((h) => h.parentElement!);
    expect(within(idColumn!).getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Data tidak tersedia',
      'Hasil tidak ditemukan',
      'Data tidak ditemukan',
    ]);
    expect(within(enColumn!).getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Data not available',
      'No result found',
      'Data tidak ditemukan',
    ]);
    for (const name of ['Kategori produk', 'Product category']) expect(screen.getByRole('tablist', { name })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Pagination' })).toHaveLength(3);
    expect(screen.getAllByText('This page could not be found')).toHaveLength(2);
    expect(i18n.language).toBe('id');
  });

  it('shows the list states and a field with its error, in both languages', async () => {
    await renderUi(<CataloguePage />, 'id');
    const lists = screen.getByRole('region', { name: 'Keadaan daftar dan isian formulir' });
    expect(within(lists).getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Data tidak dapat dimuat.Coba lagi',
      'Masukkan alamat email yang benar.',
      'The data could not be loaded.Try again',
      'Enter a valid email address.',
    ]);
    expect(within(lists).getAllByRole('link', { name: 'Clear filters' })).toHaveLength(1);
    const inputs = within(lists).getAllByLabelText('Email');
    expect(inputs.map((input) => input.getAttribute('aria-invalid'))).toEqual(['true', 'true']);
    expect(inputs[0]!.getAttribute('aria-describedby')).toBe(`${inputs[0]!.id}-hint ${inputs[0]!.id}-error`);
    expect(inputs[0]!.id).not.toBe(inputs[1]!.id);
  });

  it('opens the popup in the English column with English texts', async () => {
    const user = userEvent.setup();
    await renderUi(<CataloguePage />, 'id');
    const popups = screen.getByRole('region', { name: 'Popup' });
    await user.click(within(popups).getByRole('button', { name: 'Semi-large · 954 px · center' }));
    const dialog = screen.getByRole('dialog', { name: 'Open Account Form Information' });
    expect(dialog.className).toContain('ui-popup__panel--semi-large');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(popups).getByRole('button', { name: 'Tombol tutup mengambang' }));
    expect(screen.getByRole('dialog', { name: 'Informasi Formulir Pembukaan Rekening' })).toBeTruthy();
  });
});
