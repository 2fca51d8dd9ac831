import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { Locale } from '@brids/contracts';
import { setLocale } from '@brids/i18n';

afterEach(cleanup);

/** Renders a component as a page would: inside a router, with the page's i18next instance in `locale`. */
export async function renderUi(ui: ReactElement, locale: Locale = 'id') {
  await setLocale(locale);
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}
