import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The app builds the workspace packages from their TypeScript sources (the `@cardloom/source` export
// condition), so `pnpm web` needs no package build first. `base: './'` keeps the static build
// deployable under any path of any static host.
export default defineConfig({
  base: './',
  plugins: [react()],
  resolve: { conditions: ['@cardloom/source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: { outDir: 'dist', chunkSizeWarningLimit: 4000 },
});
