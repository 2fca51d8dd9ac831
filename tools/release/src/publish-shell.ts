import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, IMMUTABLE_CACHE } from '@brids/object-store';
import { ReleaseError, shellStore, type ReleasePaths } from './paths.ts';
import { checkStore } from './publish.ts';

/**
 * Uploads a shell build's static files (`<dist>/static/**`, hashed names) to the shell area of the store,
 * keyed as the browser asks for them (`static/js/…`). Nothing is ever deleted there, so a tab that loaded an
 * earlier shell build still finds its scripts after every shell server runs a newer one. A file already there
 * with the same size is left alone (a hashed name's bytes never change); one with another size is refused.
 */
export async function publishShell(paths: ReleasePaths, dist: string): Promise<{ uploaded: number; kept: number; message: string }> {
  const folder = path.join(dist, 'static');
  const isDir = await stat(folder).then((info) => info.isDirectory(), () => false);
  if (!isDir) throw new ReleaseError(`${folder} does not exist: build the shell first (node scripts/site.mjs build)`);
  const store = shellStore(paths);
  await checkStore(store);
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  let uploaded = 0;
  let kept = 0;
  for (const file of files) {
    const bytes = await readFile(path.join(dist, file));
    const there = await store.head(file);
    if (there) {
      if (there.size !== bytes.length) {
        throw new ReleaseError(`${store.describe()}/${file} holds other bytes (${there.size} B, this build's ${bytes.length} B): a hashed file name never changes its content`);
      }
      kept++;
      continue;
    }
    await store.put(file, bytes, { contentType: contentTypeOf(file), cacheControl: IMMUTABLE_CACHE });
    uploaded++;
  }
  const digest = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
  return { uploaded, kept, message: `shell build ${digest}: ${uploaded} files uploaded, ${kept} already in ${store.describe()}` };
}
