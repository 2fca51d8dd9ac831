import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstViewBuildsPresent, firstViews, REMOTES } from '../src/first-view.ts';

// Issue 27: zod is part of no first view. Every answer is still parsed by its schema, but the schemas (and so
// zod's builders) load on the first call: the remotes' declarations load theirs (`lazySchema`, `lazySchemaOf` in
// their `src/api/`), and the shell's start-up script carries only `@brids/contracts`' main entry, while zod and
// the shared schemas are `@brids/contracts/schema`, a singleton the shell provides from an asynchronous chunk.
// No script of any first view (the shell's, a remote's entry, a page's chunks) may bundle zod, or every visit
// pays for it. zod's core names its classes at run time (`$constructor("$ZodType", ...)`), a string
// minification keeps.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const built = firstViewBuildsPresent(ROOT);
const ZOD_CORE = '"$ZodType"';

describe.skipIf(!built)('zod in a first view (production builds in the working tree)', () => {
  it("no script of any first view carries zod: the shell's start-up, a remote entry, a page chunk", () => {
    const views = built ? firstViews(ROOT, REMOTES) : [];
    expect(views.length).toBeGreaterThan(0);
    const carrying = views.flatMap((view) =>
      view.files
        .filter((file) => !file.fromServer && file.file.endsWith('.js'))
        .filter((file) => readFileSync(file.file, 'utf8').includes(ZOD_CORE))
        .map((file) => `${view.remote}/${view.route}: ${path.relative(ROOT, file.file)}`),
    );
    expect(carrying, 'first-view scripts that bundle zod (load the schema with lazySchema or lazySchemaOf instead)').toEqual([]);
  });

  it("has zod in the shell's build, in the asynchronous chunk of @brids/contracts/schema (else the check above would pass for nothing)", () => {
    const shellJs = path.join(ROOT, 'shell', 'dist', 'static', 'js');
    const boot = new Set(firstViews(ROOT, REMOTES)[0]?.files.map((file) => file.file));
    const async = readdirSync(path.join(shellJs, 'async')).map((name) => path.join(shellJs, 'async', name)).filter((file) => file.endsWith('.js'));
    const withZod = async.filter((file) => readFileSync(file, 'utf8').includes(ZOD_CORE));
    expect(withZod.length).toBeGreaterThan(0);
    expect(withZod.filter((file) => boot.has(file))).toEqual([]);
  });

  it("uses a marker zod's core carries (else the check above would pass for nothing)", () => {
    const require = createRequire(path.join(ROOT, 'shared', 'contracts', 'package.json'));
    const core = path.join(path.dirname(require.resolve('zod/v4/core')), 'schemas.js');
    expect(readFileSync(core, 'utf8')).toContain(ZOD_CORE);
  });
});
