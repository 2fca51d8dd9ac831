// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../test/render.tsx';
import { Disclaimer } from './disclaimer.tsx';

describe('Disclaimer', () => {
  it('ends every research page with the disclaimer', async () => {
    await renderPage(<Disclaimer />, 'en');
    expect(screen.getByRole('complementary', { name: 'Disclaimer' }).textContent).toContain('fictitious samples');
  });
});
