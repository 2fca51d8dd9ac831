// Issue 39 item 7: an API document other tools can use. Redocly's recommended rules find no error in
// /api/openapi.json, and openapi-typescript (tools/api-client) makes a client of it that a committed usage file
// (tools/api-client/usage/usage.ts) type-checks against with the repo's tsc.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/lib/connection.ts';
import { migrateToLatest } from '../src/migrations.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TOOLS = join(ROOT, 'tools/api-client');
/** The lint's warnings left on purpose: no license is declared (the project has none), and logout refuses nothing. */
const KNOWN_WARNINGS = ['info-license', 'operation-4xx-response'];

interface Problem { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer: string }[] }
interface Operation { operationId?: string; security?: Record<string, string[]>[] }

/** A command's exit code and output (a failing one too). */
const run = (command: string, args: string[]) => new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
  execFile(command, args, { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' } },
    (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }));
});

describe('the API document in other tools', () => {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-tools-'));
  const file = join(dir, 'openapi.json');
  let docsPage = '';
  let document: { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

  beforeAll(async () => {
    const database = openDatabase({ sqliteFile: join(dir, 'content.sqlite') });
    await migrateToLatest(database.db, database.dialect);
    const app = buildApp({ db: database.db });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    docsPage = (await app.inject({ method: 'GET', url: '/api/docs' })).body;
    await app.close();
    await database.destroy();
    if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
    writeFileSync(file, res.body);
    document = res.json();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes redocly lint with the recommended rules: no error, only the known warnings', async () => {
    const { stdout, stderr } = await run(join(ROOT, 'node_modules/.bin/redocly'), ['lint', file, '--config', join(TOOLS, 'redocly.yaml'), '--format', 'json', '--max-problems', '10000']);
    const report = JSON.parse(stdout || '{}') as { totals?: { errors: number; warnings: number }; problems?: Problem[] };
    expect(report.totals, stderr.slice(-2000)).toBeDefined();
    const described = (problems: Problem[]) => problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(described(report.problems!.filter((p) => p.severity === 'error'))).toEqual([]);
    expect(described(report.problems!.filter((p) => !KNOWN_WARNINGS.includes(p.ruleId)))).toEqual([]);
    expect(report.totals!.errors).toBe(0);
  }, 30_000);

  it('names every operation once and says what it needs: nothing, or the console\'s bearer token', () => {
    const operations = Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })));
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(operations.length);
    expect(document.paths['/api/blogs/{slug}']!.get!.operationId).toBe('getBlogsBySlug');
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearer']);
    const byName = Object.fromEntries(operations.map(({ name, operation }) => [name, operation.security]));
    expect(byName['GET /api/menus']).toEqual([]);
    expect(byName['POST /api/contact-messages']).toEqual([]);
    expect(byName['GET /api/editorial/kinds']).toEqual([{ bearer: [] }]);
    expect(byName['POST /api/auth/logout']).toEqual([{ bearer: [] }, {}]);
    const protectedOnes = operations.filter(({ operation }) => operation.security?.some((requirement) => 'bearer' in requirement));
    expect(protectedOnes.length).toBeGreaterThan(30);
    expect(operations.every(({ operation }) => Array.isArray(operation.security))).toBe(true);
    // The readable page says so too.
    const section = (id: string) => docsPage.slice(docsPage.indexOf(`<section id="${id}">`)).split('</section>')[0]!;
    expect(section('get-/api/menus')).not.toContain('(bearer token');
    expect(section('get-/api/editorial/kinds')).toContain('(bearer token)');
    expect(section('post-/api/auth/logout')).toContain('(bearer token, when sent)');
  });

  it('makes a typed client with openapi-typescript that the usage file type-checks against', async () => {
    const generated = await run(join(TOOLS, 'node_modules/.bin/openapi-typescript'), [file, '-o', join(dir, 'openapi.ts')]);
    expect(generated.code, generated.stderr.slice(-2000)).toBe(0);
    expect(readFileSync(join(dir, 'openapi.ts'), 'utf8')).toContain('export interface paths');
    for (const name of ['usage.ts', 'tsconfig.json']) copyFileSync(join(TOOLS, 'usage', name), join(dir, name));
    const checked = await run(join(ROOT, 'node_modules/.bin/tsc'), ['-p', dir]);
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.code).toBe(0);
  }, 30_000);
});
