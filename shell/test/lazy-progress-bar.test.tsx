// @vitest-environment happy-dom
// The navigation progress bar's code is not in the first view: it loads once the page painted and the browser is
// idle, or when a client navigation starts before then. A bar whose code arrives during that navigation still
// shows 200 ms after the navigation's start (at once when its code took longer), finishes and goes 500 ms later.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressRouter } from '../src/navigation/progress-bar.tsx';

/** The idle wait of the page, fired by the test; the bar's code arrives CODE_DELAY_MS after it is asked for. */
const idle = vi.hoisted(() => ({ fire: undefined as (() => void) | undefined }));
const CODE_DELAY_MS = vi.hoisted(() => 350);
vi.mock('@brids/platform/after-paint', () => ({
  whenPaintedAndIdle: (callback: () => void) => {
    idle.fire = callback;
    return () => (idle.fire = undefined);
  },
}));
vi.mock('../src/navigation/progress-bar.tsx', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS));
  return importOriginal();
});

await import('../src/i18n/index.ts');
const { lazyProgressBar } = await import('../src/navigation/lazy-progress-bar.tsx');
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type State = { navigation: { state: string }; errors: null };

/** The part of react-router's data router the bar reads (its state and subscribe), driven by the test. */
function fakeRouter() {
  const listeners = new Set<(state: State) => void>();
  const router = {
    state: { navigation: { state: 'idle' }, errors: null } as State,
    subscribe: (listener: (state: State) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate(state: 'loading' | 'idle') {
      router.state = { navigation: { state }, errors: null };
      for (const listener of [...listeners]) listener(router.state);
    },
  };
  return router;
}

const bar = () => document.querySelector('[role="progressbar"]');

describe('lazy progress bar', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('loads with a navigation started before the page was idle, and shows 200 ms after its start, not after its code', async () => {
    const router = fakeRouter();
    act(() => root.render(lazyProgressBar(router as unknown as ProgressRouter)));
    expect(container.innerHTML, 'nothing before the page is idle or a navigation starts').toBe('');

    const start = performance.now();
    act(() => router.navigate('loading'));
    await waitFor(() => expect(bar()).not.toBeNull(), { timeout: 2000, interval: 10 });
    const shownAfter = performance.now() - start;
    // Its code took 350 ms: the throttle had passed, so the bar shows at once (not 200 ms after the code came).
    expect(shownAfter).toBeGreaterThanOrEqual(CODE_DELAY_MS - 5);
    expect(shownAfter).toBeLessThan(CODE_DELAY_MS + 150);
    expect(bar()!.getAttribute('aria-busy')).toBe('true');
    expect(bar()!.getAttribute('aria-label')).toBe('Memuat halaman');

    act(() => router.navigate('idle'));
    await waitFor(() => expect(bar()!.getAttribute('aria-busy')).toBe('false'), { interval: 10 });
    await waitFor(() => expect(bar()).toBeNull(), { timeout: 1500, interval: 20 });

    // The next navigation counts its own 200 ms.
    const next = performance.now();
    act(() => router.navigate('loading'));
    await waitFor(() => expect(bar()).not.toBeNull(), { timeout: 1000, interval: 10 });
    expect(performance.now() - next).toBeGreaterThanOrEqual(195);
    act(() => router.navigate('idle'));
  });

  it('renders nothing once idle, until a navigation takes over 200 ms', async () => {
    const router = fakeRouter();
    act(() => root.render(lazyProgressBar(router as unknown as ProgressRouter)));
    act(() => idle.fire?.());
    // Its code (already loaded by the first test, else 350 ms) is there; no navigation: no bar.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bar()).toBeNull();
    act(() => router.navigate('loading'));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(bar(), 'a short navigation shows no bar').toBeNull();
    act(() => router.navigate('idle'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bar()).toBeNull();
  });
});
