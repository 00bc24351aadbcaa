import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Code splitting keeps the icon picker (and the icon set it imports) in a lazy chunk.
  splitting: true,
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'fabric',
    /^@figura\/sdk-core/,
    /^@iconify-json\/healthicons/,
  ],
});
