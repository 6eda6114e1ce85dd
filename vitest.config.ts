import { defineConfig } from 'vitest/config';

/**
 * Files that measure time (latency under a flood, step durations, frame counts): they run alone,
 * after the rest, so no other test's load bends their figures.
 */
const ALONE = [
  'tests/host/crowd.test.ts',
  'tests/host/timing.test.ts',
  // Phones must hear an outcome a reveal's time after the TV: a starved event loop shortens it.
  'tests/host/reveal.test.ts',
  'tests/e2e/tv-forest.test.ts',
  'tests/audio/audio.test.ts',
];

export default defineConfig({
  test: {
    // Generous: two files share 2 cores, and a browser game can take twice as long as alone.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll's own default (1 s) is short for a page on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // Finds (or fetches) the Chromium the end-to-end tests need, once per run; see the file.
    globalSetup: ['tests/support/tempRoot.ts', 'tests/support/browserSetup.ts'],
    projects: [
      {
        extends: true,
        // Two files at a time even on 2 cores: the browser games mostly wait (narration, timers),
        // and vitest's default there is one file at a time.
        test: { name: 'shared', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: ALONE, maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
