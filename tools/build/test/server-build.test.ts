import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../src/compile-hints.ts';
import { firstViewBuildsPresent, REMOTES } from '../src/first-view.ts';
import { isServerExternal, SERVER_BUILD_DIR, SERVER_ENTRY_FILE, serverEntrySource } from '../src/server-build.ts';

// The remotes' server builds in the production builds of the working tree (`npm test` builds them
// first): one CommonJS file of the page modules beside the browser build, the shared singletons left
// to the server. The shell server's side is tested in shell/test/server-builds.test.tsx.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const built = firstViewBuildsPresent(ROOT);

describe('what a server build leaves to the server', () => {
  it('exactly what the browser shares: the singletons, and react and react-dom subpaths', () => {
    for (const request of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'react-router', 'i18next', 'react-i18next', 'zustand', '@brids/ui', '@brids/platform']) {
      expect(isServerExternal(request), request).toBe(true);
    }
    // Bundled per consumer in the browser, so bundled into the remote's server build too: the
    // version a remote was built with runs its pages on both sides.
    for (const request of ['@brids/contracts/marketing', '@brids/ui/plot', '@brids/platform/after-paint', 'zod', 'zod/mini', 'uplot', 'react-hook-form', 'reactive', '@brids/build', './pages/home']) {
      expect(isServerExternal(request), request).toBe(false);
    }
  });

  it('its entry names every page module the browser build exposes', () => {
    const source = serverEntrySource({ './pages/home': './src/pages/home/index.tsx' }, '/app');
    expect(source).toContain(`"./pages/home": () => import("/app/src/pages/home/index.tsx")`);
  });
});

describe.skipIf(!built)('the server builds in the production builds', () => {
  it.each(REMOTES)('%s: one file of its page modules, requiring only shared singletons, not precompressed, without the browser hint', (remote) => {
    const dist = path.join(ROOT, remote, 'dist');
    expect(readdirSync(path.join(dist, SERVER_BUILD_DIR))).toEqual(['index.js']);
    const code = readFileSync(path.join(dist, SERVER_ENTRY_FILE), 'utf8');
    const routes = JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8')) as { module: string }[];
    for (const route of routes) expect(code, route.module).toContain(`${JSON.stringify(route.module)}: ()=>`);
    const required = [...code.matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1]!);
    expect(required.filter((request) => !isServerExternal(request))).toEqual([]);
    expect(code.startsWith(COMPILE_HINT)).toBe(false);
    expect(code).toContain('module.exports = __webpack_exports__');
    expect(existsSync(path.join(dist, `${SERVER_ENTRY_FILE}.br`))).toBe(false);
  });
});
