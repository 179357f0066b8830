import { defineConfig } from 'vitest/config';

/** Browser specs against the built product; each file starts its own server. */
export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.ts'],
    setupFiles: ['support/failure-output.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
