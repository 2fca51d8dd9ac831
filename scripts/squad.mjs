#!/usr/bin/env node
// A squad's one entry point (README, "How a squad ships its remote"), run by its pipeline (.github/workflows/).
//
//   npm run squad -- check <app>           type check, lint of <app>/, its vitest tests, its production build, its e2e specs
//   npm run squad -- workflows [--check]   writes (or, with --check, compares) the four remotes' workflows from one template
// (`pnpm squad ...` with the project's pnpm on the PATH; npm is what a fresh machine and the pipelines have.)
//
// <app> is a remote (mf-marketing, mf-research, mf-education, mf-tools), or `shell` / `content-service` (their
// pipelines). A remote's e2e specs are chosen by one rule, on Playwright's --grep (matched against
// "<project> <file> <describe> <title>"): the spec files named `<area>-*.spec.ts`, area being the folder without
// `mf-` (marketing-pages, tools-calculator, ...), and its own test of routes.spec.ts ("mf_tools pages in /en").
// The cross-remote specs (routes of the others, forms-*, locale, singletons, remote-down, ...) run in `npm test`.
// The shell's are the `shell` project (shell-*.spec.ts); the content service's API tests are vitest (no e2e here).
// E2E_PORT moves the e2e servers (e2e/support/env.ts): two checks at once on one machine each pick their own.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BIN, REMOTE_APPS, ROOT, buildApps, isFile, log, run } from './lib.mjs';

const TARGETS = [...REMOTE_APPS, 'shell', 'content-service'];
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The e2e selection of an app: Playwright arguments, or none. */
function e2eArgs(app) {
  if (app === 'shell') return ['--project', 'shell'];
  if (!REMOTE_APPS.includes(app)) return undefined;
  const area = app.replace(/^mf-/, '');
  return ['--grep', ` ${area}-[a-z0-9-]+\\.spec\\.ts |mf_${area} pages in `];
}

/** Debian's Chromium when no browser is there (as `npm test` does; CHROME_PATH names another one). */
function ensureChromium() {
  if (isFile(CHROMIUM)) return;
  log("installing Debian's chromium for the browser tests");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
}

function check(app) {
  if (!TARGETS.includes(app)) throw new Error(`usage: npm run squad -- check <${TARGETS.join('|')}>`);
  const started = Date.now();
  const step = (name, work) => {
    const at = Date.now();
    log(`${app}: ${name}`);
    work();
    log(`${app}: ${name} done in ${((Date.now() - at) / 1000).toFixed(0)} s`);
  };
  step('type check (the workspace)', () => run(path.join(BIN, 'tsc'), ['-p', 'tsconfig.json', '--noEmit']));
  step(`lint of ${app}/`, () => run(path.join(BIN, 'oxlint'), ['--deny-warnings', app]));
  step(`unit tests under ${app}/`, () => run(path.join(BIN, 'vitest'), ['run', `${app}/`]));
  if (app !== 'content-service') step('production build', () => buildApps([app]));
  const e2e = e2eArgs(app);
  if (e2e) {
    // The e2e set-up (e2e/prepare-site.ts) builds what else the composed site needs, publishes and pins it.
    step(`e2e specs (${e2e.join(' ')})`, () => {
      ensureChromium();
      run(path.join(BIN, 'playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...e2e]);
    });
  }
  log(`${app}: checked in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// ---- the remotes' workflows: one template -----------------------------------------------------------

const STORE_ENV = `    # The object store (published builds) and the release store (pins, history): this environment's.
    env:
      OBJECT_STORE_BUCKET: \${{ vars.OBJECT_STORE_BUCKET }}
      OBJECT_STORE_PREFIX: \${{ vars.OBJECT_STORE_PREFIX }}
      OBJECT_STORE_ENDPOINT: \${{ vars.OBJECT_STORE_ENDPOINT }}
      OBJECT_STORE_REGION: \${{ vars.OBJECT_STORE_REGION }}
      OBJECT_STORE_PATH_STYLE: \${{ vars.OBJECT_STORE_PATH_STYLE }}
      OBJECT_STORE_ACCESS_KEY_ID: \${{ secrets.OBJECT_STORE_ACCESS_KEY_ID }}
      OBJECT_STORE_SECRET_ACCESS_KEY: \${{ secrets.OBJECT_STORE_SECRET_ACCESS_KEY }}
      RELEASE_DATABASE_URL: \${{ secrets.RELEASE_DATABASE_URL }}
      RELEASE_USER: \${{ github.triggering_actor }} (GitHub Actions run \${{ github.run_id }})`;

const SETUP = `      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 24
      - run: node scripts/site.mjs install`;

/** The workflow of one remote: check, then publish + pin staging, then pin production after approval; rollback by hand. */
function remoteWorkflow(remote) {
  const area = remote.replace(/^mf-/, '');
  const paths = [`${remote}/**`, 'shared/**', 'tools/build/**', 'pnpm-lock.yaml', `.github/workflows/${remote}.yml`]
    .map((p) => `      - ${p}`)
    .join('\n');
  return `# The ${area} squad's pipeline for ${remote}. Written by \`node scripts/squad.mjs workflows\` from the one template
# of the four remotes (scripts/squad.mjs): edit the template and run it, not this file; tools/build/test/workflows.test.ts
# fails when they differ. Every \`run:\` is a command of README's "How a squad ships its remote", in its order.
#
# Settings this needs: the GitHub environments \`staging\` and \`production\`, each with the variables
# OBJECT_STORE_BUCKET, _PREFIX, _ENDPOINT, _REGION, _PATH_STYLE and the secrets OBJECT_STORE_ACCESS_KEY_ID,
# OBJECT_STORE_SECRET_ACCESS_KEY, RELEASE_DATABASE_URL; \`production\` with required reviewers (release managers)
# and main as its only deployment branch.
name: ${remote}

on:
  push:
    branches: [main]
    paths:
${paths}
  pull_request:
    paths:
${paths}
  # Rollback of production by hand (Actions, "Run workflow"), after the same approval.
  workflow_dispatch:
    inputs:
      reason:
        description: Why production goes back to the version pinned before (kept in the release history)
        required: true
        type: string

# Per remote: a newer push to a pull request cancels its older check; on main every run checks, and the pins of
# one environment run one at a time (the jobs' own groups below), the newest waiting one first.
concurrency:
  group: \${{ github.event_name == 'pull_request' && format('${remote}-pr-{0}', github.ref) || format('${remote}-{0}', github.run_id) }}
  cancel-in-progress: true

permissions:
  contents: read

jobs:
  check:
    if: github.event_name != 'workflow_dispatch'
    runs-on: ubuntu-latest
    timeout-minutes: 60
    # The unit tests' and the e2e site's PostgreSQL (postgres@127.0.0.1:5432/test, their default).
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_HOST_AUTH_METHOD: trust
          POSTGRES_DB: test
        ports:
          - 5432:5432
        options: >-
          --health-cmd "pg_isready -U postgres" --health-interval 5s --health-timeout 5s --health-retries 20
    env:
      # The runner's Chrome (Debian's Chromium is what the tests use elsewhere; the flags are the same).
      CHROME_PATH: /usr/bin/google-chrome
    steps:
${SETUP}
      - run: npm run squad -- check ${remote}
      - if: failure()
        uses: actions/upload-artifact@v4
        with:
          name: ${remote}-e2e-results
          path: test-results/e2e
          if-no-files-found: ignore

  staging:
    needs: check
    if: github.event_name == 'push' && github.ref == 'refs/heads/main'
    runs-on: ubuntu-latest
    timeout-minutes: 30
    environment: staging
    concurrency:
      group: ${remote}-staging
      cancel-in-progress: false
    outputs:
      version: \${{ steps.publish.outputs.version }}
${STORE_ENV}
    steps:
      - uses: actions/checkout@v4
        with:
          # The version names the last commit of the remote's sources: the history is needed.
          fetch-depth: 0
      - uses: actions/setup-node@v4
        with:
          node-version: 24
      - run: node scripts/site.mjs install
      - id: publish
        env:
          # Through the environment, never inlined into the script (script injection).
          REASON: \${{ format('{0} ({1}/{2}/commit/{3})', github.event.head_commit.message, github.server_url, github.repository, github.sha) }}
        run: npm run release -- publish ${remote} --pin --env staging --reason "$REASON"

  production:
    needs: staging
    runs-on: ubuntu-latest
    timeout-minutes: 15
    # Waits for a release manager's approval: the GitHub environment \`production\` has required reviewers.
    environment: production
    concurrency:
      group: ${remote}-production
      cancel-in-progress: false
${STORE_ENV}
    steps:
${SETUP}
      - env:
          VERSION: \${{ needs.staging.outputs.version }}
          REASON: \${{ format('{0} ({1}/{2}/commit/{3}, approved in run {4})', github.event.head_commit.message, github.server_url, github.repository, github.sha, github.run_id) }}
        run: npm run release -- pin ${remote} "$VERSION" --env production --reason "$REASON"

  rollback:
    if: github.event_name == 'workflow_dispatch' && github.ref == 'refs/heads/main'
    runs-on: ubuntu-latest
    timeout-minutes: 15
    # The same approval as a production pin (required reviewers of the environment).
    environment: production
    concurrency:
      group: ${remote}-production
      cancel-in-progress: false
${STORE_ENV}
    steps:
${SETUP}
      - env:
          REASON: \${{ inputs.reason }}
        run: npm run release -- rollback ${remote} --env production --reason "$REASON"
`;
}

const workflowFile = (remote) => path.join(ROOT, '.github', 'workflows', `${remote}.yml`);

function workflows(checkOnly) {
  const stale = [];
  for (const remote of REMOTE_APPS) {
    const file = workflowFile(remote);
    const text = remoteWorkflow(remote);
    const current = isFile(file) ? readFileSync(file, 'utf8') : undefined;
    if (current === text) continue;
    if (checkOnly) stale.push(path.relative(ROOT, file));
    else {
      writeFileSync(file, text);
      log(`wrote ${path.relative(ROOT, file)}`);
    }
  }
  if (stale.length) throw new Error(`${stale.join(', ')} differ from the template: run node scripts/squad.mjs workflows`);
}

const [command, ...args] = process.argv.slice(2);
const commands = {
  check: () => check(args[0]),
  workflows: () => workflows(args.includes('--check')),
};
if (!commands[command]) {
  console.error('usage: node scripts/squad.mjs check <remote|shell|content-service> | workflows [--check]');
  process.exit(2);
}
try {
  commands[command]();
} catch (error) {
  console.error(`\x1b[31m[squad]\x1b[0m ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
