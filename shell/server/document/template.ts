import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The shell's built `index.html`, re-read when a new shell build replaces it, so its script names stay current. */
export function createTemplateStore(shellDist: string): () => Promise<string> {
  const file = path.join(shellDist, 'index.html');
  let cached = { version: '', html: '' };
  return async function currentTemplate() {
    const { ino, mtimeMs, size } = await stat(file);
    const version = `${ino}/${mtimeMs}/${size}`;
    if (version !== cached.version) cached = { version, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}
