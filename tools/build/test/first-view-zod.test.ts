import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstViewBuildsPresent, firstViews, REMOTES } from '../src/first-view.ts';

// Issue 27: zod is not part of a page's own first view. Every answer is still parsed by its schema, but the
// remotes load their schemas (and so zod's builders) on the first call (`lazySchema` in their `src/api/`):
// a remote's entry and a page's chunks must never bundle zod, or every visit to that page pays for it.
// zod's core names its classes at run time (`$constructor("$ZodType", ...)`), a string minification keeps.
// The shell's start-up script still carries zod (the `@brids/contracts` singleton's own schemas and builders),
// so this checks each page's remote part; the shell's part joins it when the singleton's browser entry lands.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const built = firstViewBuildsPresent(ROOT);
const ZOD_CORE = '"$ZodType"';

describe.skipIf(!built)("zod in a remote's part of a first view (production builds in the working tree)", () => {
  it('no remote entry or page chunk of any first view carries zod', () => {
    const views = built ? firstViews(ROOT, REMOTES) : [];
    expect(views.length).toBeGreaterThan(0);
    const carrying = views.flatMap((view) =>
      view.files
        .filter((file) => !file.fromServer && file.file.startsWith(path.join(ROOT, view.remote)) && file.file.endsWith('.js'))
        .filter((file) => readFileSync(file.file, 'utf8').includes(ZOD_CORE))
        .map((file) => `${view.remote}/${view.route}: ${path.relative(ROOT, file.file)}`),
    );
    expect(carrying, 'first-view scripts of a remote that bundle zod (load the schema with lazySchema instead)').toEqual([]);
  });

  it("uses a marker zod's core carries (else the check above would pass for nothing)", () => {
    const require = createRequire(path.join(ROOT, 'shared', 'contracts', 'package.json'));
    const core = path.join(path.dirname(require.resolve('zod/v4/core')), 'schemas.js');
    expect(readFileSync(core, 'utf8')).toContain(ZOD_CORE);
  });
});
