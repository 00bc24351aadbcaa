import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * zod's `z` namespace re-exports every locale (~260 KB minified) although only English is used
 * (zod configures it itself). The embed swaps the locale index for English alone.
 */
const zodEnglishOnly: EsbuildPlugin = {
  name: 'zod-english-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: 'export { default as en } from "./en.js";',
      loader: 'js',
    }));
  },
};

export default defineConfig([
  // (a) The npm package: hosts bring their own React and the @figura packages.
  {
    entry: { index: 'src/index.ts', define: 'src/define.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    // Leave the embed build's output alone (both builds run at once).
    clean: ['!embed/**'],
    target: 'es2022',
    splitting: true,
    external: ['react', 'react-dom', 'react/jsx-runtime', /^react-dom\//, /^@figura\//],
  },
  // (b) The standalone embed for journals: everything bundled, lazy chunks for the icon picker and data.
  // Font files are copied to dist/embed/fonts/; the editor imports them as paths relative to the
  // importing chunk and resolves them against that chunk's URL (react-editor src/fonts/inter-faces.ts),
  // so a journal page fetches them next to the script.
  {
    entry: { 'figura-editor': 'src/embed.ts' },
    outDir: 'dist/embed',
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    dts: false,
    sourcemap: false,
    clean: true,
    minify: true,
    splitting: true,
    treeshake: false,
    noExternal: [/.*/],
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuildPlugins: [zodEnglishOnly],
    loader: { '.woff2': 'file' },
    esbuildOptions(options) {
      options.chunkNames = 'chunks/[name]-[hash]';
      options.assetNames = 'fonts/[name]-[hash]';
      options.legalComments = 'none';
    },
  },
]);
