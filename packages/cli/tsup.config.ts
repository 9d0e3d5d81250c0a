import { defineConfig } from 'tsup';

export default defineConfig({
  // The worker is its own entry: simulation threads load dist/worker.js next to the bundle.
  entry: { index: 'src/index.ts', bin: 'src/bin.ts', worker: 'src/sim/worker.ts' },
  format: ['esm', 'cjs'],
  dts: {
    entry: { index: 'src/index.ts' },
    compilerOptions: { ignoreDeprecations: '6.0', customConditions: [] },
  },
  sourcemap: true,
  clean: true,
  shims: true,
  target: 'node20',
});
