import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM } from '../scripts/chromium.mjs';
import {
  BROWSER_RENDERED_SITE_PORT,
  CONTENT_API,
  E2E_DIR,
  CONTENT_PORT,
  PG_CONTENT_PORT,
  PG_DATABASE_URL,
  PG_SITE_PORT,
  PG_SITE_URL,
  RELEASE_ENV,
  RELEASES_DIR,
  REMOTES_DIR,
  ROOT,
  SHELL_DIST,
  SITE_PORT,
  SITE_URL,
  SQLITE_FILE,
  TSX,
} from './support/env.ts';

/** A shell server of the e2e release on `port`, proxying /api to the content service on `contentPort`; ready when `readyPath` answers. */
function shellServer(name: string, port: number, contentPort: number, readyPath: string, env: Record<string, string> = {}) {
  return {
    name,
    command: `exec "${TSX}" shell/server/main.ts`,
    cwd: ROOT,
    url: `http://127.0.0.1:${port}/${readyPath}`,
    // CONTENT_TIMEOUT_MS: the suites share two cores with Chromium, where a content answer can take over a second;
    // these specs are not about the time-out (shell/test/content-*outage tests are).
    env: { PORT: String(port), CONTENT_API_URL: `http://127.0.0.1:${contentPort}`, CONTENT_TIMEOUT_MS: '5000', RELEASES_DIR, REMOTES_DIR, RELEASE_ENV, SHELL_DIST, ...env },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

/**
 * Browser tests of the composed site against its real servers, in an isolated release
 * environment (`e2e`, under .cache/e2e). Playwright starts the `webServer` entries BEFORE
 * `globalSetup` (and one after the other, each waiting for its URL), so the build, publish and
 * pin happen in e2e/prepare-site.ts, run by the first webServer command; global-setup.ts then
 * checks that what started is what the specs expect.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  use: {
    baseURL: SITE_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROME_FLAGS },
  },
  projects: [
    // Everything that reads the release as it was pinned at start-up.
    { name: 'site', testIgnore: [/release\.spec\.ts/, /shell-[a-z0-9-]+\.spec\.ts/, /hardening-postgres\.spec\.ts/, /console\.spec\.ts/] },
    // The same site on PostgreSQL (its own servers and database): a visitor's walk, then the XSS
    // corpus written into its HTML fields (issue 19).
    { name: 'postgres', testMatch: /hardening-postgres\.spec\.ts/, use: { baseURL: PG_SITE_URL } },
    // The shell's header, footer, floating buttons, navigation, auth and error pages (issue 3).
    // Runs beside 'site' (same phase: 'release' still waits for both), but is no dependency of
    // 'release', so a site bug these specs report does not keep the release specs from running.
    { name: 'shell', testMatch: /shell-[a-z0-9-]+\.spec\.ts/ },
    // The editors' console (issue 26): it publishes (a research report, a main-menu title), so it runs
    // after the specs that read the site's content, whose pages would otherwise change under them.
    { name: 'console', testMatch: /console\.spec\.ts/, dependencies: ['site', 'shell'] },
    // Re-pins a remote of the e2e environment: runs alone, after the rest.
    { name: 'release', testMatch: /release\.spec\.ts/, dependencies: ['site'] },
  ],
  webServer: [
    {
      name: 'content service',
      command: `"${TSX}" e2e/prepare-site.ts && exec "${TSX}" content-service/src/main.ts`,
      cwd: ROOT,
      url: `${CONTENT_API}/settings?locale=id`,
      // Many form submissions, logins and chat calls come from 127.0.0.1 in one run: limits of their own (the limits are tested in content-service/test); mails go to files.
      env: { PORT: String(CONTENT_PORT), SQLITE_FILE, PUBLIC_ORIGIN: SITE_URL, LOG_LEVEL: 'warn', RATE_LIMIT_FORM_MAX: '1000', RATE_LIMIT_LOGIN_MAX: '1000', RATE_LIMIT_CHAT_MAX: '1000', RATE_LIMIT_ASSISTANT_MAX: '1000', MAIL_DIR: path.join(E2E_DIR, 'mail'), SMTP_URL: '' },
      reuseExistingServer: false,
      // The set-up builds what changed (a few seconds per app) before the service starts.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    shellServer('shell server', SITE_PORT, CONTENT_PORT, 'release.json'),
    shellServer('shell server (browser-rendered documents)', BROWSER_RENDERED_SITE_PORT, CONTENT_PORT, 'release.json', { SERVER_RENDER: '0' }),
    {
      name: 'content service (PostgreSQL)',
      command: `"${TSX}" e2e/prepare-postgres.ts && exec "${TSX}" content-service/src/main.ts`,
      cwd: ROOT,
      url: `http://127.0.0.1:${PG_CONTENT_PORT}/readyz`,
      // No response cache: the XSS spec's writes show at once.
      env: { PORT: String(PG_CONTENT_PORT), DATABASE_URL: PG_DATABASE_URL, LOG_LEVEL: 'warn', RESPONSE_CACHE_TTL_MS: '0' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // No document cache either: the XSS spec's writes show at once.
    shellServer('shell server (PostgreSQL)', PG_SITE_PORT, PG_CONTENT_PORT, 'readyz', { DOCUMENT_CACHE_TTL_MS: '0' }),
  ],
});
