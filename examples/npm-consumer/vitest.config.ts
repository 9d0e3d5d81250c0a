import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared.mjs';

// No `@cardloom/source` condition here: this package tests the built, packed packages.
export default defineConfig({ test: { ...sharedTestOptions, include: ['test/**/*.test.ts'] } });
