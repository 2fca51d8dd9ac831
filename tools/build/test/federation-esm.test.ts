import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { esmSibling } from '../src/federation-esm.ts';
import { federationRuntimeAliases } from '../src/shared-deps.ts';

// Production builds swap the federation runtime's CommonJS files (which the federation plugin names, and
// which the bundler keeps whole) for their ES module siblings (pluginFederationEsm): the shell's start-up
// script was 2.6 kB (brotli) smaller. The patches of runtime-core and the SDK change both copies.

const SHELL = path.resolve(import.meta.dirname, '../../../shell');
const aliases = federationRuntimeAliases(SHELL);
const sdkCjs = aliases['@brids/build/impl/federation-sdk$']!;
const errorCodesCjs = aliases['@brids/build/impl/federation-error-codes$']!;
const coreEsm = aliases['@brids/build/impl/federation-runtime-core$']!;
const plugin = createRequire(path.join(SHELL, 'package.json')).resolve('@module-federation/rsbuild-plugin');

describe('the federation runtime as ES modules', () => {
  it('takes the ES module beside each CommonJS file of the runtime, the SDK and the error codes', () => {
    expect(esmSibling(sdkCjs)).toBe(sdkCjs.replace(/\.cjs$/, '.js'));
    expect(esmSibling(errorCodesCjs)).toBe(errorCodesCjs.replace(/\.cjs$/, '.mjs'));
    expect(esmSibling(coreEsm.replace(/\.js$/, '.cjs'))).toBe(coreEsm);
    expect(esmSibling(path.join(path.dirname(coreEsm), 'utils', 'semver', 'index.cjs'))).toBe(path.join(path.dirname(coreEsm), 'utils', 'semver', 'index.js'));
  });

  it('leaves other packages, and files without an ES module beside them, as they are', () => {
    expect(esmSibling(plugin)).toBeUndefined();
    expect(esmSibling('/x/node_modules/react-dom/cjs/react-dom-client.production.cjs')).toBeUndefined();
    expect(esmSibling(path.join(path.dirname(sdkCjs), 'no-such-file.cjs'))).toBeUndefined();
  });
});

// patches/@module-federation__error-codes@2.9.2.patch: the ES module the browser builds take has the runtime's error
// codes without their descriptions; the shell's describeFailure and docs/release.md name failures by code.
describe("the runtime's error messages in the browser", () => {
  it('keep the code and the link to its description, without the description; Node keeps it', async () => {
    const esm = (await import(pathToFileURL(esmSibling(errorCodesCjs)!).href)) as {
      getShortErrorMsg: (code: string, map: Record<string, string>) => string;
      runtimeDescMap: Record<string, string>;
      RUNTIME_008: string;
    };
    const message = esm.getShortErrorMsg(esm.RUNTIME_008, esm.runtimeDescMap);
    expect(message).toMatch(/#RUNTIME-008\n/);
    expect(message).toContain('https://module-federation.io/guide/troubleshooting/runtime#runtime-008');
    expect(message).not.toContain('Failed to load script resources');
    const cjs = createRequire(import.meta.url)(errorCodesCjs) as typeof esm;
    expect(cjs.runtimeDescMap[cjs.RUNTIME_008]).toBe('Failed to load script resources.');
  });
});
