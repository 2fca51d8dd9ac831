// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EmptyState } from '@brids/ui';
import { renderUi } from './render.tsx';

describe('EmptyState', () => {
  it.each([
    ['id', 'empty', 'Data tidak tersedia'],
    ['en', 'empty', 'Data not available'],
    ['id', 'noResult', 'Hasil tidak ditemukan'],
    ['en', 'noResult', 'No result found'],
    ['id', 'announcements', 'Data tidak ditemukan'],
    ['en', 'announcements', 'Data tidak ditemukan'],
  ] as const)('in %s, %s says "%s"', async (locale, kind, text) => {
    await renderUi(<EmptyState kind={kind} />, locale);
    expect(screen.getByRole('status').textContent).toBe(text);
  });
});
