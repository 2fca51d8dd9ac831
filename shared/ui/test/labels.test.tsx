// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Badge, StatusLabel, type BadgeVariant, type StatusLabelVariant } from '@brids/ui';
import { renderUi } from './render.tsx';

describe('StatusLabel and Badge', () => {
  it('show their text in the colour of each status variant', async () => {
    const variants: StatusLabelVariant[] = ['warning', 'success', 'danger'];
    await renderUi(
      <>
        {variants.map((variant) => (
          <StatusLabel key={variant} variant={variant}>{`status ${variant}`}</StatusLabel>
        ))}
      </>,
    );
    for (const variant of variants) {
      expect(screen.getByText(`status ${variant}`).className).toBe(`ui-status-label ui-status-label--${variant}`);
    }
  });

  it('offer the six highlight badges, primary by default', async () => {
    const variants: BadgeVariant[] = ['warning', 'danger', 'success', 'on-process', 'expired', 'primary'];
    await renderUi(
      <>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant}>{`badge ${variant}`}</Badge>
        ))}
        <Badge>Baru</Badge>
      </>,
    );
    for (const variant of variants) {
      expect(screen.getByText(`badge ${variant}`).className).toBe(`ui-badge ui-badge--${variant}`);
    }
    expect(screen.getByText('Baru').className).toBe('ui-badge ui-badge--primary');
  });
});
