import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the example journal's server at /react/ (docs/examples/journal-submission/server.mjs).
export default defineConfig({
  base: '/react/',
  plugins: [react()],
  build: { target: 'es2022', chunkSizeWarningLimit: 3500 },
});
