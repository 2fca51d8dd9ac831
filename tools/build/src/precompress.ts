import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';
import { SERVER_BUILD_DIR } from './server-build-files.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing ahead of time: scripts and styles of at least 1 kB. */
const COMPRESSIBLE = /\.(?:js|css)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every script and
 * style of a build. Compressing on the fly costs a server CPU time on every request, so it runs at
 * brotli's quality 4, about 14 % larger than quality 11; the assets are immutable, so the best
 * compression is paid once, here, and the servers send these files as they are
 * (shell/server/assets/precompressed.ts). Output is deterministic: the same build gives the same bytes.
 */
export async function precompressDir(dir: string, options: { skip?: string[] } = {}): Promise<{ files: number; bytes: number; brotli: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const skipped = (options.skip ?? []).map((sub) => path.join(dir, sub));
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !skipped.some((sub) => file.startsWith(`${sub}${path.sep}`)));
  let bytes = 0;
  let brotliBytes = 0;
  let count = 0;
  // zlib's asynchronous calls run on libuv's thread pool: the files compress in parallel.
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            // The encoder's largest input blocks (an encoder setting only; every decoder reads the result):
            // 132 B less on the shell's 575 kB script, nothing on small files.
            [zlib.constants.BROTLI_PARAM_LGBLOCK]: zlib.constants.BROTLI_MAX_INPUT_BLOCK_BITS,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      count += 1;
      bytes += data.length;
      brotliBytes += br.length;
    }),
  );
  return { files: count, bytes, brotli: brotliBytes };
}

/** Production builds: precompressed copies of the scripts and styles (see precompressDir); the server build is read from disk, never sent. */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'brids:precompress',
    setup(api) {
      api.onAfterBuild(async () => {
        if (api.context.action !== 'build') return;
        await precompressDir(api.context.distPath, { skip: [SERVER_BUILD_DIR] });
      });
    },
  };
}
