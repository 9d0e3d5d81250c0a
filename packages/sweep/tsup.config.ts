import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0', customConditions: [] } },
  sourcemap: true,
  clean: true,
  target: 'node20',
});
