import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * The editors' console: a plain single-page app (no Module Federation: it is never part of the public
 * site), served by the content service under /console/ (content-service/src/console/routes.ts).
 */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './src/index.tsx' } },
  html: {
    title: 'BRIDS console',
    meta: { 'brids-site-origin': '%SITE_ORIGIN%', robots: 'noindex, nofollow' },
    template: './index.html',
  },
  output: {
    assetPrefix: '/console/',
    distPath: { root: 'dist' },
    // Every file is a file: the console's CSP allows no data: scripts and fonts stay same-origin.
    dataUriLimit: 0,
    cleanDistPath: true,
  },
  // `pnpm --filter @brids/console dev`: http://localhost:3105/console/ with the API and media of the content service.
  server: {
    port: 3105,
    base: '/console',
    proxy: Object.fromEntries(['/api', '/media'].map((path) => [path, `http://127.0.0.1:${process.env.CONTENT_PORT ?? 3001}`])),
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
