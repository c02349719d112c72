import { defineConfig } from 'vitest/config';

// Three tiers (docs/ARCHITECTURE.md, Tests), each runnable alone with `--project <name>`:
// - unit: shared rules, client components and the import checker (scripts/) in seconds
//   (`npm run test:unit`); component tests opt into jsdom with a `// @vitest-environment jsdom` docblock;
// - server: supertest on the app factory and Socket.IO clients on real ports;
// - browser: Chromium on the built client (the global setup builds it when stale).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { GAVEL_TEST: '1' },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['shared/**/*.test.ts', 'client/**/*.test.ts', 'client/**/*.test.tsx', 'scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'server', include: ['tests/server/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'browser', include: ['tests/browser/**/*.test.ts'], globalSetup: ['tests/browser/support/global-setup.ts'] },
      },
    ],
  },
});
