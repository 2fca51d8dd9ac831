// What the largest first views carry, module by module, from a production build with source maps:
//   PROFILE_SOURCE_MAP=1 BRIDS_BUILD_DIR=<dir> rsbuild build   (the shell and the remotes, in each app's folder)
//   pnpm exec tsx scripts/bench/first-view-breakdown.ts <dir> [pages, default 2] [rows per file, default 25]
// Each first-view script's minified bytes are given to the source their mapping names (unmapped bytes: the
// bundler's own runtime and glue), grouped by package (`react-dom`, `zod`) or by our own file; its brotli bytes
// (as sent) are shared out in proportion to those, an estimate (brotli compresses some code better than other).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstViews, REMOTES, type FirstViewFile } from '../../tools/build/src/first-view.ts';

/** The workspace's folder as the maps name it (relative to /, no leading slash). */
const WORKSPACE = `${path.resolve(import.meta.dirname, '../..').replace(/^\//, '')}/`;
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line's segments of a source map's `mappings` into [generated column, source index or -1]. */
function segmentsOf(line: string, state: { source: number }): [number, number][] {
  const out: [number, number][] = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0]!;
    if (values.length >= 4) {
      state.source += values[1]!;
      out.push([column, state.source]);
    } else out.push([column, -1]);
  }
  return out;
}

/** The group a source belongs to: an npm package's name, else our own file relative to the workspace. */
function groupOf(source: string): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const inPackages = clean.lastIndexOf('node_modules/');
  if (inPackages >= 0) {
    const rest = clean.slice(inPackages + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  // The federation plugin's inlined runtime template is named by its own (URL-encoded) code.
  if (clean.includes('%')) return '(federation runtime template)';
  const own = clean.replace(/^(\.\.\/)+/, '');
  return own.startsWith(WORKSPACE) ? own.slice(WORKSPACE.length) : own;
}

/** Minified bytes per group in one script, from its `.map` beside it. */
function bytesByGroup(file: string): Map<string, number> {
  const code = readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const groups = new Map<string, number>();
  const add = (group: string, bytes: number) => groups.set(group, (groups.get(group) ?? 0) + bytes);
  const state = { source: 0 };
  map.mappings.split(';').forEach((mappingLine, index) => {
    const text = code[index] ?? '';
    const segments = segmentsOf(mappingLine, state);
    let covered = 0;
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? text.length;
      add(source < 0 ? '(unmapped)' : groupOf(map.sources[source]!), Buffer.byteLength(text.slice(column, end)));
      covered += end - column;
    });
    if (text.length > covered) add('(unmapped)', Buffer.byteLength(text.slice(0, segments[0]?.[0] ?? text.length)));
  });
  return groups;
}

function report(file: FirstViewFile, root: string, rows: number): void {
  const groups = bytesByGroup(file.file);
  const total = [...groups.values()].reduce((sum, n) => sum + n, 0);
  console.log(`\n${path.relative(root, file.file)}: ${file.compressed} B brotli, ${file.raw} B raw`);
  console.log('| module | raw B | brotli B (est.) |\n| --- | ---: | ---: |');
  const sorted = [...groups].sort((a, b) => b[1] - a[1]);
  for (const [group, bytes] of sorted.slice(0, rows)) console.log(`| ${group} | ${bytes} | ${Math.round((bytes / total) * file.compressed)} |`);
  const rest = sorted.slice(rows).reduce((sum, [, n]) => sum + n, 0);
  if (rest) console.log(`| ${sorted.length - rows} more | ${rest} | ${Math.round((rest / total) * file.compressed)} |`);
}

const [root, pages = '2', rows = '25'] = process.argv.slice(2);
if (!root) {
  console.error('usage: tsx scripts/bench/first-view-breakdown.ts <build dir> [pages] [rows per file]');
  process.exit(2);
}
const built = REMOTES.filter((remote) => {
  try {
    readFileSync(path.join(root, remote, 'dist', 'routes.json'));
    return true;
  } catch {
    return false;
  }
});
const views = firstViews(path.resolve(root), built).sort((a, b) => b.compressed - a.compressed);
const seen = new Set<string>();
for (const view of views.slice(0, Number(pages))) {
  console.log(`\n## ${view.remote}/${view.route}: ${view.compressed} B brotli`);
  for (const file of view.files) {
    if (file.fromServer) {
      console.log(`\n${file.file}: ${file.compressed} B brotli, ${file.raw} B raw (no source map)`);
      continue;
    }
    if (seen.has(file.file)) {
      console.log(`\n${path.relative(root, file.file)}: ${file.compressed} B (above)`);
      continue;
    }
    seen.add(file.file);
    report(file, path.resolve(root), Number(rows));
  }
}
