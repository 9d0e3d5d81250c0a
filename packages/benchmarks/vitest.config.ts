import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.mjs';

export default defineConfig({ ...sharedTestConfig, test: { include: ['src/**/*.test.ts'] } });
