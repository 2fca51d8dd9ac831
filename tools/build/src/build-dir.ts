import path from 'node:path';

/**
 * Where a production build goes. `BRIDS_BUILD_DIR` moves an app's output to
 * `<BRIDS_BUILD_DIR>/<app>/dist` (and its persistent build cache to `<app>/cache`), so the benchmark
 * can time cold and warm builds without touching the working tree's `dist/` folders, which other
 * processes (the e2e set-up, a running site) read. Unset: the app's own `dist/` and
 * `node_modules/.cache`.
 */
export function buildDirs(appDir: string, env: NodeJS.ProcessEnv = process.env): { dist: string; cache: string } {
  const root = env.BRIDS_BUILD_DIR;
  if (!root) return { dist: path.join(appDir, 'dist'), cache: path.join(appDir, 'node_modules', '.cache') };
  const app = path.basename(appDir);
  return { dist: path.join(path.resolve(root), app, 'dist'), cache: path.join(path.resolve(root), app, 'cache') };
}
