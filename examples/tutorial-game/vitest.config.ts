import { defineConfig } from 'vitest/config';
import { sharedTestConfig, sharedTestOptions } from '../../vitest.shared.mjs';

export default defineConfig({
  ...sharedTestConfig,
  test: { ...sharedTestOptions, include: ['test/**/*.test.ts'] },
});
