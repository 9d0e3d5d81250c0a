import { defineConfig } from 'vitest/config';
import { sharedTestConfig, sharedTestOptions } from '../../vitest.shared.mjs';

// Two projects: `unit` (the app's pure logic, in Node) and `browser` (the built app in Chromium,
// driven by playwright-core; the package's test script builds the app between the two).
export default defineConfig({
  ...sharedTestConfig,
  test: {
    ...sharedTestOptions,
    projects: [
      { ...sharedTestConfig, test: { ...sharedTestOptions, name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        ...sharedTestConfig,
        test: {
          ...sharedTestOptions,
          name: 'browser',
          include: ['test/**/*.test.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
