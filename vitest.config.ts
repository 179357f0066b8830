import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'simulator',
          include: ['packages/simulator/src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      // The end-to-end helpers' own rules; the browser specs run from e2e/ (npm run test:e2e).
      { test: { name: 'e2e-support', include: ['e2e/support/**/*.test.ts'] } },
    ],
  },
});
