// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeroSlide } from '@brids/contracts/marketing';
import { renderPage } from '../../test/render.tsx';
import { HeroCarousel } from './hero-carousel.tsx';

const SLIDES: HeroSlide[] = [1, 2, 3].map((n) => ({
  title: `Slide title ${n}`,
  text: `Text ${n}`,
  image: { url: `/images/marketing/hero/slide-${n}.jpg`, alt: '' },
  cta: n === 1 ? { label: 'Open Account', url: 'https://open.example/' } : null,
}));

describe('the home hero', () => {
  it('paints the first slide first, with its image eager and prioritised; the others mount later', async () => {
    await renderPage(<HeroCarousel slides={SLIDES} />, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slide title 1' })).toBeTruthy();
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    await waitFor(() => expect(document.querySelectorAll('img')).toHaveLength(3), { timeout: 4000 });
    expect([...document.querySelectorAll('img')].slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('moves between slides with its buttons, by keyboard, and says which slide shows', async () => {
    const user = userEvent.setup();
    await renderPage(<HeroCarousel slides={SLIDES} />, 'id');
    const next = await screen.findByRole('button', { name: 'Slide berikutnya' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Slide 2 dari 3')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Slide 2 dari 3' }).hidden).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Slide title 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Slide sebelumnya' }));
    await user.click(screen.getByRole('button', { name: 'Slide sebelumnya' }));
    expect(screen.getByText('Slide 3 dari 3')).toBeTruthy();
  });
});
