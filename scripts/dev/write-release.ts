// Writes the development release manifest (run by scripts/dev.mjs with tsx):
//   tsx scripts/dev/write-release.ts <out-file> '<json: [{ name, dir, manifestUrl }]>'
// Validated against the `releaseManifest` schema; the file is replaced atomically.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { devReleaseManifest, type DevRemote } from '../../tools/build/src/dev-release.ts';

const [out, json] = process.argv.slice(2);
if (!out || !json) {
  console.error("usage: tsx scripts/dev/write-release.ts <out-file> '<json remotes>'");
  process.exit(2);
}
try {
  const release = await devReleaseManifest(JSON.parse(json) as DevRemote[]);
  mkdirSync(path.dirname(out), { recursive: true });
  const tmp = `${out}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(release, null, 2)}\n`);
  renameSync(tmp, out);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
