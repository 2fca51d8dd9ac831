import { defineConfig } from 'vitest/config';

// The cluster test (deploy/test/cluster.test.ts) on its own, after the other unit and API tests: it runs
// six processes under a minute of steady load and measures how fast a pin and a publish reach every
// instance, which a machine busy with other suites would blur. `npm test` runs it as its own step.
export default defineConfig({
  test: {
    include: ['deploy/test/cluster.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 180_000,
    globalSetup: ['content-service/test/postgres-run.ts'],
  },
});
