import { defineConfig } from 'vitest/config';

// Server, shared and script tests run in node; client component tests opt into jsdom
// with a `// @vitest-environment jsdom` docblock. Browser tests live in tests/browser.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'client/**/*.test.ts', 'client/**/*.test.tsx', 'shared/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['tests/browser/support/global-setup.ts'],
    env: { GAVEL_TEST: '1' },
  },
});
