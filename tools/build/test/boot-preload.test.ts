import { describe, expect, it } from 'vitest';
import { bootAssets } from '../src/boot-preload.ts';

// The shell's boot chunks: behind its entry and the shared modules it provides eagerly, never the chunk of a
// lazily provided singleton (`@brids/contracts/schema`, zod with the shared schemas), which loads on first use.
// Module names as rspack's stats write them for a provided shared module.
const provide = (name: string, version: string) => ({ moduleName: `provide shared module (default) ${name}@${version} = /repo/${name}/index.ts` });

describe('bootAssets', () => {
  const chunks = [
    { id: 'index', entry: true, initial: true, files: ['static/js/index.js'], children: ['ui', 'schema', 'page'], origins: [{ request: './src/index.ts' }] },
    { id: 'ui', files: ['static/js/async/ui.js'], origins: [provide('@brids/ui', '1.0.0')] },
    { id: 'schema', files: ['static/js/async/schema.js'], origins: [provide('@brids/contracts/schema', '2.0.0')] },
    { id: 'page', files: ['static/js/async/page.js'], origins: [{ moduleName: './src/pages/login/index.tsx', request: './login' }] },
  ];

  it("keeps the eagerly provided shared modules' chunks and leaves out a lazy singleton's and lazy imports", () => {
    expect(bootAssets(chunks).js).toEqual(['static/js/async/ui.js']);
  });

  it('keeps a shared module that is not in the lazy list', () => {
    expect(bootAssets(chunks, []).js).toEqual(['static/js/async/ui.js', 'static/js/async/schema.js']);
  });
});
