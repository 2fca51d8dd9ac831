import { spawnSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const OXLINT = path.join(ROOT, 'node_modules', '.bin', 'oxlint');
const written: string[] = [];

/** Lints one file written into the workspace, the way `npm test` lints the tree. */
async function lint(relativePath: string, source: string) {
  const file = path.join(ROOT, relativePath);
  written.push(file);
  await writeFile(file, source);
  const result = spawnSync(OXLINT, ['--deny-warnings', relativePath], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

afterEach(async () => {
  await Promise.all(written.splice(0).map((file) => rm(file, { force: true })));
});

describe('import boundaries (lint)', () => {
  it('fails when a remote imports another remote', async () => {
    const { status, output } = await lint(
      'mf-tools/src/boundary-check.ts',
      "import { routes } from '../../mf-research/src/routes.ts';\nexport const n = routes.length;\n",
    );
    expect(status).not.toBe(0);
    expect(output).toContain('A remote never imports another remote');
  });

  it('fails when a remote imports the shell', async () => {
    const { status, output } = await lint(
      'mf-research/src/boundary-check.ts',
      "import { loadPageModule } from '../../shell/src/federation.ts';\nexport const f = loadPageModule;\n",
    );
    expect(status).not.toBe(0);
    expect(output).toContain('A remote never imports the shell');
  });

  it('fails when a shared library imports a remote', async () => {
    const { status, output } = await lint(
      'shared/ui/src/boundary-check.ts',
      "import { routes } from '../../../mf-tools/src/routes.ts';\nexport const n = routes.length;\n",
    );
    expect(status).not.toBe(0);
    expect(output).toContain('Shared libraries never import the shell or a remote');
  });

  it('passes a remote that imports only shared libraries and npm packages', async () => {
    const { status } = await lint(
      'mf-education/src/boundary-check.ts',
      "import { localePath } from '@brids/platform';\nimport { z } from 'zod/mini';\nexport const f = [localePath, z];\n",
    );
    expect(status).toBe(0);
  });
});
