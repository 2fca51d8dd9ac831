import { createRequire } from 'node:module';
import path from 'node:path';
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
