// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../test/render.tsx';
import { Table } from './table.tsx';

describe('Table', () => {
  it('has a caption, column headers and a focusable scroll region named after it', async () => {
    await renderPage(
      <Table caption="Picks" head={['Ticker', 'Target']}>
        <tr>
          <th scope="row">DMBP</th>
          <td>Rp6,000</td>
        </tr>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Picks' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ticker', 'Target']);
    expect(within(table).getByRole('rowheader').textContent).toBe('DMBP');
    expect(screen.getByRole('region', { name: 'Picks' }).tabIndex).toBe(0);
  });
});
