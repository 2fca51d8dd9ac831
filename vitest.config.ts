import { defineConfig } from 'vitest/config';

// One Vitest run for the whole workspace. Browser-like tests opt in with
// `// @vitest-environment happy-dom` at the top of the file.
export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    // The cluster test runs alone, as its own step of `npm test` (deploy/test/cluster.vitest.config.ts).
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**', 'remotes/**', '.tools/**', 'deploy/test/cluster.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    // One throwaway PostgreSQL database per run for the content service's suites.
    globalSetup: ['content-service/test/postgres-run.ts'],
  },
});
