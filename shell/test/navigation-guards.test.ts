// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnChunkError } from '../src/navigation/chunk-reload.ts';
import { RELOAD_GUARD_MS as CHUNK_RELOAD_GUARD_MS } from '../src/release/reload-guard.ts';
import { canPrefetch } from '../src/navigation/prefetch.ts';

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('chunk-load failures (spec §4)', () => {
  it('recognises a chunk-load failure and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Not found'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const reload = vi.fn<() => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const t0 = 1_000_000;
    expect(reloadOnChunkError(chunkError(), t0)).toBe(true);
    expect(reloadOnChunkError(chunkError(), t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadOnChunkError(chunkError(), t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadOnChunkError(new Error('other'), t0 + 10 * CHUNK_RELOAD_GUARD_MS)).toBe(false);
  });
});

describe('link prefetch conditions (spec §9)', () => {
  const nav = (onLine: boolean, connection?: { effectiveType?: string; saveData?: boolean }) =>
    ({ onLine, connection }) as unknown as Navigator;

  it('prefetches online on a normal connection', () => {
    expect(canPrefetch(nav(true, { effectiveType: '4g' }))).toBe(true);
    expect(canPrefetch(nav(true))).toBe(true);
  });

  it('skips offline, on 2g and in data-saver mode', () => {
    expect(canPrefetch(nav(false))).toBe(false);
    expect(canPrefetch(nav(true, { effectiveType: '2g' }))).toBe(false);
    expect(canPrefetch(nav(true, { effectiveType: 'slow-2g' }))).toBe(false);
    expect(canPrefetch(nav(true, { effectiveType: '4g', saveData: true }))).toBe(false);
  });
});
