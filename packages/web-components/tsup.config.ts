import { copyFileSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { buildDeclarations } from '../../scripts/build-declarations';
import reactEditorBuild from '../react-editor/tsup.config';
import sdkCoreBuild from '../sdk-core/tsup.config';
import { compactStyles } from './build/compact-styles';
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
  transform: compactStyles,
});

/** Where the entry (src/embed.ts) gets the lists of chunks it preloads: rechunk.ts writes them. */
const CHUNKS_PLACEHOLDER = '"__FIGURA_EMBED_CHUNKS__"';

/** The schemas' module: the API client validates replies with it, loaded when first used. */
const SCHEMAS = /sdk-core\/src\/schema\/index\.ts$/;

/** The font loader, which the element starts as soon as it asks for a slide. */
const FONT_LOADER = /react-editor\/src\/fonts\/editor-fonts\.ts$/;

/** Preact itself, which the entry asks for at once (src/preact-runtime.ts). */
const PREACT = /\/preact\/dist\/preact\.mjs$/;

/**
 * The module each element part loads lazily (src/preload.ts's EmbedPart), and which of what the
 * entry loads lazily (the schemas, the font loader, the export jobs) its list also preloads.
 */
const PART_MOUNTS: Record<string, { source: string; also: (entryPoint: string) => boolean }> = {
  // The font loader and Preact, nothing else the entry loads lazily. Not the schemas: the first
  // frame draws the slide as received and checks it right after. Preloaded, their ~270 KB were
  // compiled while the editor's own code was, and competed with it for the connection: the first
  // frame came ~40 ms later (2 cores). Nor the gallery's grid, an export job's follower or the
  // bundled English (the element fetches its strings): loaded when asked for, they cost the
  // first frame nothing, where each file preloaded took one of the page's six connections.
  editor: {
    source: 'src/mount.ts',
    also: (entryPoint) => FONT_LOADER.test(entryPoint) || PREACT.test(entryPoint),
  },
  // Not the schemas either: its first step waits for no reply but the resume list, which when
  // empty (a new submission) is checked once that step is on screen (ReceivedCreationList).
  // Preloaded, they only held up the step's own chunks (~40 ms of a first step on 2 cores).
  builder: { source: 'src/builder/builder-mount.ts', also: () => false },
  // The schemas, though: every API reply the viewer opens with waits for them (the client
  // validates it).
  viewer: { source: 'src/viewer/viewer-mount.ts', also: (entryPoint) => SCHEMAS.test(entryPoint) },
};

/**
 * The chunks the editor's first frame runs most of (rechunk's compile hint): the element's
 * module, the editor's own code (what only its mount module reaches) and Preact. Not the chunks
 * it shares with the viewer (fabric: a tenth of their functions run) or the builder.
 */
const FIRST_FRAME_CHUNKS = ['figura-editor', 'part-editor', 'part-builder-editor-preact-viewer'];

/**
 * Per part, esbuild's files its chunk list starts from, its mount module first (embedPartRoots
 * fills it, rechunk reads it).
 */
const partRoots: Record<string, string[]> = {};

/**
 * Finds in esbuild's output the files each element part loads lazily: its mount module (and for
 * the editor whatever else the entry loads lazily, see PART_MOUNTS), never the other part's mount
 * module. build/rechunk.ts turns them into the lists of chunks the element preloads at once.
 */
const embedPartRoots: EsbuildPlugin = {
  name: 'embed-part-roots',
  setup(build) {
    build.onEnd((result) => {
      const outputs = result.metafile?.outputs;
      if (!outputs || result.errors.length > 0) return;
      // For bench/embed-bytes.mjs: which source modules the first load's bytes come from.
      const metafileOut = process.env.FIGURA_EMBED_METAFILE;
      if (metafileOut) writeFileSync(metafileOut, JSON.stringify(result.metafile));
      const outputOf = (source: string) => {
        const output = Object.keys(outputs).find((key) => outputs[key]?.entryPoint === source);
        if (!output) throw new Error(`embed-part-roots: no output for ${source}`);
        return output;
      };
      const importsOf = (key: string, kind: 'import-statement' | 'dynamic-import') =>
        (outputs[key]?.imports ?? []).filter((item) => item.kind === kind).map((item) => item.path);
      const loaded = new Set([outputOf('src/embed.ts')]);
      for (const key of loaded)
        for (const next of importsOf(key, 'import-statement')) loaded.add(next);
      const lazyRoots = [...loaded].flatMap((key) => importsOf(key, 'dynamic-import'));
      const entries = Object.entries(PART_MOUNTS);
      const mounts = entries.map(([, { source }]) => outputOf(source));
      for (const [part, { source, also }] of entries) {
        // The mount module first (rechunk groups what it imports; the rest stay lazy chunks).
        partRoots[part] = [
          outputOf(source),
          ...lazyRoots.filter(
            (root) => !mounts.includes(root) && also(outputs[root]?.entryPoint ?? ''),
          ),
        ];
      }
    });
  },
};

/**
 * The standalone embed draws its React components with Preact's React-compatible runtime
 * (preact/compat): the same components in ~10 KiB gzip instead of React DOM's ~60, which is most of
 * what a journal's page downloads before the editor's first frame. The npm package (a) keeps the
 * host's own React; the portal keeps React too.
 */
const REACT_AS_PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/** The npm package's entries. */
const PACKAGE_ENTRIES = { index: 'src/index.ts', define: 'src/define.ts' };

/** @figura/sdk-core's translation files (`locales/{lng}/{ns}.json`), the one source of the strings. */
const sdkLocales = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@figura/sdk-core/locales/en/common.json')),
  '..',
);

export default defineConfig([
  // (a) The npm package: hosts bring their own React and the @figura packages.
  {
    entry: PACKAGE_ENTRIES,
    format: ['esm'],
    // TypeScript 7 writes the declarations (scripts/build-declarations.ts).
    dts: false,
    onSuccess: async () => buildDeclarations({ packageDir: '.', entries: PACKAGE_ENTRIES }),
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
    // The frame page's own script (abstract-builder.html) shares the entry's chunks.
    entry: { 'figura-editor': 'src/embed.ts', 'abstract-builder-frame': 'src/frame/frame-page.ts' },
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
    esbuildPlugins: [fromSources, zodEnglishOnly, fabricModules, embedPartRoots],
    loader: { '.woff2': 'file' },
    esbuildOptions(options) {
      options.alias = REACT_AS_PREACT;
      options.chunkNames = 'chunks/[name]-[hash]';
      options.assetNames = 'fonts/[name]-[hash]';
      options.legalComments = 'none';
    },
    // esbuild's chunks regrouped so the first frame loads a few files (build/rechunk.ts); the
    // editor's styles as a file next to the script, for journals that would rather link them
    // (the element adopts the same rules as a constructed stylesheet either way), the builder's
    // frame page and the translation files.
    async onSuccess() {
      await rechunkEmbed({
        dir: 'dist/embed',
        entries: ['figura-editor.js', 'abstract-builder-frame.js'],
        chunkListPlaceholder: CHUNKS_PLACEHOLDER,
        partRoots,
        eagerChunks: FIRST_FRAME_CHUNKS,
        leanPart: 'editor',
      });
      const styles = createRequire(import.meta.url).resolve('@figura/react-editor/styles.css');
      copyFileSync(styles, 'dist/embed/figura-editor.css');
      // The builder's frame page, for journals whose pages cannot load the script (iframe mode).
      for (const file of ['abstract-builder.html', 'abstract-builder-frame.css'])
        copyFileSync(`src/frame/${file}`, `dist/embed/${file}`);
      await cp(sdkLocales, 'dist/embed/locales', { recursive: true });
    },
  },
]);
