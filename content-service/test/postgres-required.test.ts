// Issue 19 point 5: the PostgreSQL variant fails, never skips, when its server cannot be reached.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('PostgreSQL is required', () => {
  it('fails the suites (not skips them) when DATABASE_URL names a server that does not answer', { timeout: 60_000 }, () => {
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/vitest'), ['run', 'content-service/test/operations.test.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere' },
      encoding: 'utf8',
    });
    const output = run.stdout + run.stderr;
    expect(run.status, output).not.toBe(0);
    expect(output).toContain('PostgreSQL is unreachable at postgres://postgres@127.0.0.1:1/nowhere');
    // The PostgreSQL suite fails (Vitest lists the tests of a suite whose set-up failed as not run);
    // the SQLite half still ran and passed.
    expect(output).toMatch(/Failed Suites 1/);
    expect(output).toMatch(/Test Files .*1 failed/);
    expect(output).toMatch(/5 passed/);
  });
});
