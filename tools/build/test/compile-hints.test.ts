import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../src/compile-hints.ts';
import { firstViewBuildsPresent, firstViews, REMOTES } from '../src/first-view.ts';

// The production builds of the working tree (`npm test` builds them first): every script a page's
// first view runs starts with V8's compile hint, so Chrome compiles it off the main thread while
// downloading it (pluginCompileHints). A hint anywhere but on the first line does nothing.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const built = firstViewBuildsPresent(ROOT);

describe.skipIf(!built)('compile hints in the production builds', () => {
  it('open every script of every first view, as sent (brotli copy included)', () => {
    // The after-paint loader (a few hundred bytes, made by the shell server) only appends tags: nothing to compile early.
    const builtFiles = (view: ReturnType<typeof firstViews>[number]) => view.files.filter((f) => !f.fromServer).map((f) => f.file);
    const files = [...new Set(firstViews(ROOT, REMOTES).flatMap(builtFiles))];
    expect(files.length).toBeGreaterThan(REMOTES.length);
    const firstLine = (text: string) => text.slice(0, text.indexOf('\n'));
    const without = files.filter((file) => {
      const brotli = `${file}.br`;
      const copies = [readFileSync(file, 'utf8'), ...(existsSync(brotli) ? [zlib.brotliDecompressSync(readFileSync(brotli)).toString('utf8')] : [])];
      return copies.some((text) => firstLine(text) !== COMPILE_HINT);
    });
    expect(without.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
