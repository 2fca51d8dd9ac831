// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../test/render.tsx';
import { sampleEvent } from '../test/samples.ts';
import { EventRegistration } from './event-registration.tsx';

describe('EventRegistration', () => {
  it('links to the registration while it is open, in each language', async () => {
    const { unmount } = await renderPage(<EventRegistration event={sampleEvent()} locale="en" />, 'en');
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe('/en/brids-eduvest/webinar-saham-untuk-pemula/register');
    unmount();
    await renderPage(<EventRegistration event={sampleEvent()} locale="id" />, 'id');
    expect(screen.getByRole('link', { name: 'Daftar sekarang' }).getAttribute('href')).toBe('/id/brids-eduvest/webinar-saham-untuk-pemula/daftar');
  });

  it('says a full or finished event is so, with no register link', async () => {
    const { unmount } = await renderPage(<EventRegistration event={sampleEvent({ status: 'full', seats_left: 0 })} locale="en" />, 'en');
    expect(screen.getByText(/This event is fully booked/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    await renderPage(<EventRegistration event={sampleEvent({ status: 'finished' })} locale="id" />, 'id');
    expect(screen.getByText(/Acara ini sudah selesai/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('tells why a closed registration is closed: cancelled, not open yet (and when), or over', async () => {
    await renderPage(<EventRegistration event={sampleEvent({ status: 'closed', is_cancelled: true })} locale="en" />, 'en');
    expect(screen.getByText('This event is cancelled.')).toBeTruthy();
    await renderPage(
      <EventRegistration event={sampleEvent({ status: 'closed', registration_opens_at: '2999-01-01T02:00:00.000Z' })} locale="en" />,
      'en',
    );
    expect(screen.getByText('Registration opens on January 1, 2999, 09:00 WIB.')).toBeTruthy();
    await renderPage(<EventRegistration event={sampleEvent({ status: 'closed', registration_closes_at: '2000-01-01T00:00:00.000Z' })} locale="id" />, 'id');
    expect(screen.getByText(/belum dibuka atau sudah ditutup/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
