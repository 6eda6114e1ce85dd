import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Finds (or fetches) the Chromium the end-to-end tests need, once per run; see the file.
    globalSetup: ['tests/support/browserSetup.ts'],
  },
});
