import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { LAZY_SINGLETONS } from './singletons.ts';

interface StatsChunk {
  id?: string | number | null;
  files?: string[];
  entry?: boolean;
  initial?: boolean;
  children?: (string | number)[];
  origins?: { moduleName?: string; request?: string }[];
}

export interface BootAssets {
  js: string[];
  css: string[];
}

/**
 * The chunks every page of the app loads before it can render: behind the entry's async boundary
 * (`import('./bootstrap')`) and the shared singletons the app provides itself. Module Federation
 * loads them in waves (the entry, then the bootstrap chunk, then each shared module's chunk, then
 * the shared modules those consume), one network round trip each; preloading them from the HTML
 * fetches them all at once. Lazy imports (error reporting, rarely used pages) are left out, and so
 * are the fallback copies of shared modules (only used when no provider is registered) and the shared
 * modules provided lazily (`lazy`, by default `LAZY_SINGLETONS`: loaded on first use, no boot needs them).
 */
export function bootAssets(chunks: StatsChunk[], lazy: readonly string[] = LAZY_SINGLETONS): BootAssets {
  const byId = new Map(chunks.map((chunk) => [String(chunk.id), chunk]));
  const entries = chunks.filter((chunk) => chunk.entry && chunk.initial);
  const entryModules = new Set(entries.flatMap((chunk) => (chunk.origins ?? []).map((origin) => origin.request ?? '')));
  // `provide shared module (default) @brids/contracts/schema@2.0.0 = /path/to/schema.ts`
  const providedLazily = (name: string) => lazy.includes(/^provide shared module \([^)]*\) (.+?)@[^@\s]*(?: |$)/.exec(name)?.[1] ?? '');
  const wanted = (chunk: StatsChunk) =>
    (chunk.origins ?? []).some((origin) => {
      const name = origin.moduleName ?? '';
      return entryModules.has(name) || (name.startsWith('provide shared module') && !providedLazily(name));
    });
  const seen = new Set<string>();
  const order: StatsChunk[] = [];
  const queue = entries.flatMap((chunk) => chunk.children ?? []).map(String);
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const chunk = byId.get(id);
    if (!chunk || !wanted(chunk)) continue;
    order.push(chunk);
    queue.push(...(chunk.children ?? []).map(String));
  }
  const files = order.flatMap((chunk) => chunk.files ?? []);
  return { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
}

/**
 * `<link rel="preload">` tags of the boot assets, at low fetch priority: the same priority Chrome
 * gives the deferred entry scripts that need them, so they queue behind the document and its
 * styles but are all requested while the HTML is parsed. (At their default high priority Lighthouse's
 * simulation also counts them as blocking the first paint, which they never do.)
 */
export function bootPreloadTags(assets: BootAssets, prefix: string): string {
  const url = (file: string) => (/^(?:[a-z]+:)?\//i.test(file) ? file : prefix + file);
  return [
    ...assets.js.map((file) => `<link rel="preload" href="${url(file)}" as="script" fetchpriority="low">`),
    ...assets.css.map((file) => `<link rel="preload" href="${url(file)}" as="style" fetchpriority="low">`),
  ].join('');
}

/**
 * Production builds of a host: writes `boot-assets.json` next to `index.html` and puts the
 * preload tags of those assets into `index.html` itself, so every document starts every boot
 * download at once (the shell server adds the page's remote on top, shell/server/document/preload-hints.ts).
 */
export function pluginBootPreload(): RsbuildPlugin {
  return {
    name: 'brids:boot-preload',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (api.context.action !== 'build' || !stats) return;
        const multi = stats as unknown as { stats?: Rspack.Stats[] };
        const single = multi.stats?.[0] ?? (stats as Rspack.Stats);
        const json = single.toJson({ all: false, chunks: true, chunkOrigins: true, chunkRelations: true, ids: true });
        const assets = bootAssets((json.chunks ?? []) as StatsChunk[]);
        const dist = api.context.distPath;
        writeFileSync(path.join(dist, 'boot-assets.json'), `${JSON.stringify(assets, null, 2)}\n`);
        const htmlFile = path.join(dist, 'index.html');
        const html = readFileSync(htmlFile, 'utf8');
        const prefix = api.getNormalizedConfig().output.assetPrefix.replace(/\/?$/, '/');
        // Before the server's per-document hints (`<!--brids:head-->`): the shell's boot comes first.
        const tags = bootPreloadTags(assets, prefix);
        const marker = html.includes('<!--brids:head-->') ? '<!--brids:head-->' : '</head>';
        writeFileSync(htmlFile, html.replace(marker, `${tags}\n    ${marker}`));
      });
    },
  };
}
