import { copyFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Options } from 'tsup';
import reactEditorBuild from '../react-editor/tsup.config';
import sdkCoreBuild from '../sdk-core/tsup.config';
import { directImports } from './build/direct-imports';
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

const CHUNKS_PLACEHOLDER = '"__FIGURA_EMBED_CHUNKS__"';

/**
 * The module each element part loads lazily (src/preload.ts's EmbedPart), and whether its list
 * also holds what every part loads lazily (the schemas, the font loader, the export jobs): the
 * editor's first frame waits for them, the builder's first step does not (they come when used,
 * and would only hold up the strings its first step waits for).
 */
const PART_MOUNTS = {
  editor: { source: 'src/mount.ts', shared: true, also: [] },
  // The schemas, though: every API reply waits for them (the client validates it).
  builder: {
    source: 'src/builder/builder-mount.ts',
    shared: false,
    also: [/sdk-core\/src\/schema\/index\.ts$/],
  },
} as const;

/**
 * Writes into the entry file (src/embed.ts's placeholder) the chunks of what each element loads
 * lazily: its mount module (and for the editor what every part loads lazily, see PART_MOUNTS)
 * with the chunks those import, largest first, less what the entry loads already and never the
 * other part's mount module. The element preloads its
 * part's list at once (src/preload.ts) rather than letting the browser find the chunks one import
 * level at a time, and never the other part's (a builder page does not fetch the editor). The
 * entry is not content-hashed (and is revalidated), so changing it after hashing is safe.
 */
const embedChunkList: EsbuildPlugin = {
  name: 'embed-chunk-list',
  setup(build) {
    build.onEnd((result) => {
      const outputs = result.metafile?.outputs;
      const files = result.outputFiles;
      if (!outputs || !files || result.errors.length > 0) return;
      const outputOf = (source: string) =>
        Object.keys(outputs).find((key) => outputs[key]?.entryPoint === source);
      const entry = outputOf('src/embed.ts');
      if (!entry) throw new Error('embed-chunk-list: no output for src/embed.ts');
      const importsOf = (key: string, kind: 'import-statement' | 'dynamic-import') =>
        (outputs[key]?.imports ?? []).filter((item) => item.kind === kind).map((item) => item.path);
      const withStaticImports = (roots: string[]) => {
        const found = new Set(roots);
        for (const key of found)
          for (const next of importsOf(key, 'import-statement')) found.add(next);
        return found;
      };
      const loaded = withStaticImports([entry]);
      const lazyRoots = [...loaded].flatMap((key) => importsOf(key, 'dynamic-import'));
      const mounts = Object.fromEntries(
        Object.entries(PART_MOUNTS).map(([part, { source }]) => {
          const output = outputOf(source);
          if (!output) throw new Error(`embed-chunk-list: no output for ${source}`);
          return [part, output];
        }),
      );
      const listFor = (part: keyof typeof PART_MOUNTS) => {
        const others = new Set(
          Object.entries(mounts)
            .filter(([name]) => name !== part)
            .map(([, output]) => output),
        );
        const { shared, also } = PART_MOUNTS[part];
        const wanted = (root: string) => {
          const source = outputs[root]?.entryPoint ?? '';
          return also.some((pattern: RegExp) => pattern.test(source));
        };
        const roots = shared
          ? lazyRoots.filter((root) => !others.has(root))
          : [mounts[part]!, ...lazyRoots.filter(wanted)];
        return [...withStaticImports(roots)]
          .filter((key) => !loaded.has(key))
          .sort((a, b) => (outputs[b]?.bytes ?? 0) - (outputs[a]?.bytes ?? 0))
          .map((key) => path.posix.relative(path.posix.dirname(entry), key));
      };
      const parts = Object.keys(PART_MOUNTS) as (keyof typeof PART_MOUNTS)[];
      const lists = Object.fromEntries(parts.map((part) => [part, listFor(part)]));
      const index = files.findIndex((file) => path.relative(process.cwd(), file.path) === entry);
      const text = files[index]?.text ?? '';
      if (!text.includes(CHUNKS_PLACEHOLDER))
        throw new Error('embed-chunk-list: the entry has no chunk list placeholder');
      const contents = new TextEncoder().encode(
        text.replace(CHUNKS_PLACEHOLDER, JSON.stringify(lists)),
      );
      files[index] = { ...files[index]!, contents, text: new TextDecoder().decode(contents) };
    });
  },
};

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
    esbuildPlugins: [fromSources, zodEnglishOnly, fabricModules, embedChunkList],
    loader: { '.woff2': 'file' },
    esbuildOptions(options) {
      options.chunkNames = 'chunks/[name]-[hash]';
      options.assetNames = 'fonts/[name]-[hash]';
      options.legalComments = 'none';
    },
    // The editor's styles as a file next to the script, for journals that would rather link them
    // (the element adopts the same rules as a constructed stylesheet either way), the builder's
    // frame page and the translation files.
    async onSuccess() {
      const styles = createRequire(import.meta.url).resolve('@figura/react-editor/styles.css');
      copyFileSync(styles, 'dist/embed/figura-editor.css');
      // The builder's frame page, for journals whose pages cannot load the script (iframe mode).
      for (const file of ['abstract-builder.html', 'abstract-builder-frame.css'])
        copyFileSync(`src/frame/${file}`, `dist/embed/${file}`);
      await cp(sdkLocales, 'dist/embed/locales', { recursive: true });
    },
  },
]);
