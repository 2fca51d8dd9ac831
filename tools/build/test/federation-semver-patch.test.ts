import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { federationRuntimeAliases } from '../src/shared-deps.ts';

// patches/@module-federation__runtime-core@2.9.2.patch answers the federation runtime's version checks
// (is the shared react 19.3.1 within a remote's ^19.0.0?) without the library's regular expressions for
// plain versions, and caches every answer. A wrong answer would make a remote refuse the shell's copy of
// a shared library (or accept one it cannot use), so the patched check must answer exactly as the
// library's own implementation, which the patch keeps and exports for this test.

type Satisfy = (version: string, range: string) => boolean;
interface PatchedSemver {
  satisfy: Satisfy;
  __bridsSatisfyUncached: Satisfy;
}

const APP = path.resolve(import.meta.dirname, '../../../shell');
const coreEntry = federationRuntimeAliases(APP)['@brids/build/impl/federation-runtime-core$']!;
const semverFile = path.join(path.dirname(coreEntry), 'utils', 'semver', 'index.js');

async function loadSemver(): Promise<PatchedSemver> {
  return (await import(pathToFileURL(semverFile).href)) as PatchedSemver;
}

const VERSIONS = ['0.0.0', '0.0.3', '0.0.4', '0.1.0', '0.1.5', '0.2.0', '1.0.0', '1.2.3', '1.2.4', '1.3.0', '2.0.0', '5.1.0', '7.18.5', '19.0.0', '19.3.1', '19.10.0', '20.0.0', '27.0.2'];
const ODD_VERSIONS = ['1.2.3-beta.1', 'v1.2.3', '=1.2.3', '19.3.1+build.5'];
const OPERATORS = ['^', '~', '<=', '>=', '<', '>', '=', ''];
const ODD_RANGES = ['1.x', '*', '^1.2', '>1.2.3 <2.0.0', '1.0.0 - 2.0.0', '^1.2.3 || ^2.0.0', '>=0.0.0', '^19.0.0-rc.1', ''];

describe('the patched federation version check', () => {
  it("answers every plain version and simple range exactly as the library's own check", async () => {
    const semver = await loadSemver();
    const ranges = [...ODD_RANGES, ...VERSIONS.flatMap((version) => OPERATORS.map((operator) => `${operator}${version}`))];
    const disagreements: string[] = [];
    for (const version of [...VERSIONS, ...ODD_VERSIONS]) {
      for (const range of ranges) {
        const patched = semver.satisfy(version, range);
        const original = semver.__bridsSatisfyUncached(version, range);
        if (patched !== original) disagreements.push(`${version} against "${range}": ${patched}, library ${original}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('accepts the versions this workspace shares and refuses the next major', async () => {
    const { satisfy } = await loadSemver();
    expect(satisfy('19.3.1', '^19.0.0')).toBe(true);
    expect(satisfy('7.18.5', '^7.0.0')).toBe(true);
    expect(satisfy('19.3.1', '^20.0.0')).toBe(false);
    expect(satisfy('18.3.1', '^19.0.0')).toBe(false);
    expect(satisfy('0.2.0', '^0.1.0')).toBe(false);
    expect(satisfy('19.3.1', '<=19.3.1')).toBe(true);
    expect(satisfy('19.3.2', '<=19.3.1')).toBe(false);
  });

  it('gives the same answer when asked again (the cache)', async () => {
    const { satisfy } = await loadSemver();
    for (let i = 0; i < 3; i += 1) {
      expect(satisfy('5.1.0', '^5.0.0')).toBe(true);
      expect(satisfy('4.9.9', '^5.0.0')).toBe(false);
    }
  });
});
