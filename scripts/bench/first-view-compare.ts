// First-view JavaScript of every page in two built checkouts, side by side (brotli bytes as the servers send them):
//   pnpm exec tsx scripts/bench/first-view-compare.ts <baseline checkout> [<checkout>, default: this one]
// Both must be built (`pnpm build`). Prints one row per page and the pages that grew; exits 1 when one did.
import path from 'node:path';
import { firstViews, REMOTES } from '../../tools/build/src/first-view.ts';

const [baseline, current = path.resolve(import.meta.dirname, '../..')] = process.argv.slice(2);
if (!baseline) {
  console.error('usage: tsx scripts/bench/first-view-compare.ts <baseline checkout> [<checkout>]');
  process.exit(2);
}
const before = new Map(firstViews(path.resolve(baseline), REMOTES).map((view) => [`${view.remote}/${view.route}`, view.compressed]));
const grew: string[] = [];
console.log(`| page | ${path.basename(path.resolve(baseline))} | ${path.basename(current)} | change |\n| --- | ---: | ---: | ---: |`);
for (const view of firstViews(current, REMOTES)) {
  const page = `${view.remote}/${view.route}`;
  const old = before.get(page);
  const change = old === undefined ? 'new' : view.compressed - old;
  if (typeof change === 'number' && change > 0) grew.push(page);
  console.log(`| ${page} | ${old ?? ''} | ${view.compressed} | ${typeof change === 'number' && change > 0 ? '+' : ''}${change} |`);
}
console.log(grew.length ? `\n${grew.length} page(s) grew: ${grew.join(', ')}` : '\nno page grew');
process.exitCode = grew.length ? 1 : 0;
