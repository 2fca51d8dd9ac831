// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Image } from '@brids/ui';
import { renderUi } from './render.tsx';

describe('Image', () => {
  it('asks the optimiser for WebP at the screen widths, lazily, with its size reserved', async () => {
    await renderUi(<Image src="/images/hero/home-hero.jpg" alt="BRIDS" width={1280} height={480} />);
    const img = screen.getByRole('img', { name: 'BRIDS' });
    expect(img.getAttribute('src')).toBe('/_ipx/w_1280,f_webp/images/hero/home-hero.jpg');
    expect(img.getAttribute('srcset')).toBe(
      [320, 640, 768, 1024, 1280, 1536].map((w) => `/_ipx/w_${w},f_webp/images/hero/home-hero.jpg ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('(max-width: 1280px) 100vw, 1280px');
    expect(img.getAttribute('width')).toBe('1280');
    expect(img.getAttribute('height')).toBe('480');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('offers only the widths a small image needs on 2x screens', async () => {
    await renderUi(<Image src="/images/blog/keuangan.jpg" alt="" width={400} height={225} sizes="400px" />);
    const img = document.querySelector('img')!;
    expect(img.getAttribute('srcset')?.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '640w', '768w', '1024w']);
    expect(img.getAttribute('src')).toBe('/_ipx/w_640,f_webp/images/blog/keuangan.jpg');
    expect(img.getAttribute('sizes')).toBe('400px');
  });

  it('switches from isLoading to isLoaded when the image arrives', async () => {
    await renderUi(<Image src="/images/promo/buka-rekening.jpg" alt="Promo" width={640} height={360} />);
    const img = screen.getByRole('img', { name: 'Promo' });
    expect(img.classList.contains('isLoading')).toBe(true);
    fireEvent.load(img);
    expect(img.classList.contains('isLoading')).toBe(false);
    expect(img.classList.contains('isLoaded')).toBe(true);
  });

  it('loads a priority image eagerly', async () => {
    await renderUi(<Image src="/images/hero/home-hero.jpg" alt="Hero" width={1280} height={480} priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('passes external URLs through unchanged and serves SVGs as SVG', async () => {
    await renderUi(
      <>
        <Image src="https://cdn.example.com/a.png" alt="External" width={100} height={100} />
        <Image src="/images/partners/idx.svg" alt="IDX" width={100} height={40} />
      </>,
    );
    const external = screen.getByRole('img', { name: 'External' });
    expect(external.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(external.getAttribute('srcset')).toBeNull();
    const logo = screen.getByRole('img', { name: 'IDX' });
    expect(logo.getAttribute('src')).toBe('/_ipx/_/images/partners/idx.svg');
    expect(logo.getAttribute('srcset')).toBeNull();
  });
});
