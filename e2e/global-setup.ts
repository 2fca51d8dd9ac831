// Runs after the webServer entries are up (Playwright starts them first; e2e/prepare-site.ts,
// run by the first one, built, published and pinned the site and reset the database).
// Fails the run early, with a clear message, when the servers are not the e2e environment. Then
// makes the accounts the specs log in with (support/accounts.ts: the users CLI, passwords on stdin).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_API, REMOTES, RELEASE_ENV, REMOTES_DIR, SITE_URL } from './support/env.ts';
import { createAccount, E2E_ACCOUNTS } from './support/accounts.ts';

interface ReleaseJson {
  environment: string;
  remotes: Record<string, { version: string; manifestUrl: string }>;
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

export default async function globalSetup(): Promise<void> {
  const release = await json<ReleaseJson>(`${SITE_URL}/release.json`);
  if (release.environment !== RELEASE_ENV) {
    throw new Error(`The shell server runs release environment "${release.environment}", not "${RELEASE_ENV}"`);
  }
  for (const [folder, name] of Object.entries(REMOTES)) {
    const pinned = release.remotes[name];
    if (!pinned) throw new Error(`The e2e release pins no ${name}`);
    if (!existsSync(path.join(REMOTES_DIR, folder, pinned.version, 'mf-manifest.json'))) {
      throw new Error(`${name} ${pinned.version} is pinned but not published under ${REMOTES_DIR}`);
    }
    const manifest = await fetch(new URL(pinned.manifestUrl, SITE_URL));
    if (!manifest.ok) throw new Error(`${pinned.manifestUrl} answered ${manifest.status}`);
  }
  const blogs = await json<{ data: unknown[] }>(`${CONTENT_API}/blogs?locale=id`);
  if (blogs.data.length === 0) throw new Error('The content service has no sample content: the seed did not run');
  // The accounts the specs log in with, with passwords chosen now (the workers inherit process.env).
  for (const account of E2E_ACCOUNTS) process.env[account.passwordVariable] = createAccount(account);
}
