import { copyFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Options } from 'tsup';
import reactEditorBuild from '../react-editor/tsup.config';
import sdkCoreBuild from '../sdk-core/tsup.config';
import { directImports } from './build/direct-imports';
import { rechunkEmbed } from './build/rechunk';
import { workspaceSources } from './build/workspace-sources';

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

/**
 * fabric's main entry is one prebuilt file, so everything in it ships (image filters, brushes,
 * controls the editor never uses). Its `fabric/es` entry is the same API as one module per class:
 * the embed takes that, and the bundler keeps only what the editor imports. (Classes fabric only
 * looks up by name, like the SVG shapes, are registered by the editor: browser-fabric.ts.)
 */
const fabricModules: EsbuildPlugin = {
  name: 'fabric-modules',
  setup(build) {
    build.onResolve({ filter: /^fabric$/ }, (args) =>
      build.resolve('fabric/es', { kind: args.kind, resolveDir: args.resolveDir }),
    );
  },
};

/**
 * The embed bundles sdk-core and the React editor from their sources (not their built, already
 * bundled files), so it can import each name from the module that defines it (direct-imports.ts).
 */
const workspacePackages = {
  ...workspaceSources(path.resolve('../sdk-core'), sdkCoreBuild),
  ...workspaceSources(path.resolve('../react-editor'), reactEditorBuild),
};
const fromSources = directImports({
  packages: workspacePackages,
  roots: ['../sdk-core/src/', '../react-editor/src/', 'src/'].map((dir) => path.resolve(dir)),
});

/** Where the entry (src/embed.ts) gets the list of chunks it preloads: rechunk.ts writes it. */
const CHUNKS_PLACEHOLDER = '"__FIGURA_EMBED_CHUNKS__"';

/** @figura/sdk-core's translation files (`locales/{lng}/{ns}.json`), the one source of the strings. */
const sdkLocales = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@figura/sdk-core/locales/en/common.json')),
  '..',
);

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
  // importing chunk and resolves them against that chunk's URL (react-editor src/fonts/font-file-urls.ts),
  // so a journal page fetches them next to the script. The translation files are copied to
  // dist/embed/locales/, where the element loads them from (src/locales-url.ts).
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
    define: {
      'process.env.NODE_ENV': '"production"',
      // Test hooks (react-editor's test-hooks.ts) only in builds made by `npm test` and the bench.
      __FIGURA_TEST_HOOKS__: process.env.FIGURA_TEST_HOOKS === '1' ? 'true' : 'false',
    },
    esbuildPlugins: [fromSources, zodEnglishOnly, fabricModules],
    loader: { '.woff2': 'file' },
    esbuildOptions(options) {
      options.chunkNames = 'chunks/[name]-[hash]';
      options.assetNames = 'fonts/[name]-[hash]';
      options.legalComments = 'none';
    },
    // esbuild's chunks regrouped so the first frame loads a few files (build/rechunk.ts); the
    // editor's styles as a file next to the script, for journals that would rather link them
    // (the element adopts the same rules as a constructed stylesheet either way), and the
    // translation files.
    async onSuccess() {
      await rechunkEmbed({
        dir: 'dist/embed',
        entry: 'figura-editor.js',
        chunkListPlaceholder: CHUNKS_PLACEHOLDER,
      });
      const styles = createRequire(import.meta.url).resolve('@figura/react-editor/styles.css');
      copyFileSync(styles, 'dist/embed/figura-editor.css');
      await cp(sdkLocales, 'dist/embed/locales', { recursive: true });
    },
  },
]);
