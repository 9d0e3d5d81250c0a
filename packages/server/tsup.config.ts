import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    client: 'src/client/index.ts',
    bin: 'src/bin.ts',
    connect: 'src/connect.ts',
  },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0', customConditions: [] } },
  sourcemap: true,
  clean: true,
  target: 'node20',
});
