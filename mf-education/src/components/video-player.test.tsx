// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../test/render.tsx';
import { sampleVideo } from '../test/samples.ts';
import { VideoPlayer } from './video-player.tsx';

describe('VideoPlayer', () => {
  it('shows only the site’s thumbnail until asked, then the privacy-enhanced embed', async () => {
    const { container } = await renderPage(<VideoPlayer video={sampleVideo()} />, 'en');
    expect(container.querySelector('iframe')).toBeNull();
    const button = screen.getByRole('button', { name: 'Play video: What Is a Stock?' });
    expect(button.querySelector('img')?.getAttribute('src')).toMatch(/^\/_ipx\/.*\/images\/education\/videos\/apa-itu-saham\.jpg$/);
    expect(container.innerHTML).not.toContain('youtube');
    await userEvent.click(button);
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/sMpLeVid001?autoplay=1&rel=0');
    expect(frame.getAttribute('title')).toBe('Video: What Is a Stock?');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('plays from the keyboard, Enter or Space', async () => {
    for (const key of ['{Enter}', ' ']) {
      const { container, unmount } = await renderPage(<VideoPlayer video={sampleVideo()} />, 'id');
      screen.getByRole('button', { name: 'Putar video: What Is a Stock?' }).focus();
      await userEvent.keyboard(key);
      expect(container.querySelector('iframe')).not.toBeNull();
      unmount();
    }
  });
});
