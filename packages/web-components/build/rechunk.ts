import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { rollup, type OutputBundle, type OutputChunk, type Plugin } from 'rollup';

/**
 * esbuild gives each set of entry points (the element and every lazy `import()`) that reaches a
 * module a chunk of its own, without knowing that a lazy module's importer has always loaded
 * first. Bundled from sources (direct-imports.ts), the embed's first frame came in ~50 files,
 * most under 1 KiB: code the element and the editor share, or the editor and a panel it opens.
 * Rollup's chunking knows what an importer has loaded already, so esbuild's output goes through
 * it once more: what the element imports joins the element's module, what the editor shares
 * with its panels joins the editor's chunk. The code is left as esbuild wrote it (no tree
 * shaking, no transform): only which file each of esbuild's chunks lives in changes.
 */

export interface RechunkOptions {
  /** The embed's output directory (esbuild's files, rewritten in place). */
  dir: string;
  /** The entry file inside `dir`; it keeps its name, chunks go to `chunks/`. */
  entry: string;
  /** A string literal in the entry, replaced by the chunks it loads lazily (writeChunkList). */
  chunkListPlaceholder: string;
}

/** Rewrites `dir`'s JavaScript into Rollup's chunks; resolves the list written into the entry. */
export async function rechunkEmbed(options: RechunkOptions): Promise<string[]> {
  const { dir, entry } = options;
  const input = path.resolve(dir, entry);
  let firstFrame: string[] = [];
  const build = await rollup({
    input,
    treeshake: false,
    // The entry's exports stay as they are; other chunks may import more of it.
    preserveEntrySignatures: 'allow-extension',
    onwarn(warning, warn) {
      // esbuild's chunks import each other in cycles where the sources do; that is fine.
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
  });
  const { output } = await build.write({
    dir,
    format: 'es',
    compact: true,
    entryFileNames: '[name].js',
    // esbuild's names carry its hash ("mount-MDSWVJOF"): the name without it, Rollup's hash.
    chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
    plugins: [
      keepRelativeUrls(dir),
      writeChunkList(options.chunkListPlaceholder, (list) => (firstFrame = list)),
    ],
  });
  // esbuild's own files, now rewritten into Rollup's.
  const written = new Set(output.map((item) => path.resolve(dir, item.fileName)));
  for (const file of jsFiles(dir)) if (!written.has(path.resolve(file))) rmSync(file);
  await build.close();
  return firstFrame;
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, String(name)))
    .filter((file) => file.endsWith('.js'));
}

/**
 * Code that resolves a path against its own file's URL (`new URL("../fonts/…", import.meta.url)`:
 * the fonts, the translation files) must stay in a file in the same directory as esbuild put it.
 */
function keepRelativeUrls(dir: string): Plugin {
  return {
    name: 'keep-relative-urls',
    generateBundle(_options, bundle) {
      for (const chunk of chunksOf(bundle))
        for (const id of chunk.moduleIds) {
          const moved =
            path.dirname(path.relative(dir, id)) !== path.dirname(chunk.fileName) &&
            (this.getModuleInfo(id)?.code ?? '').includes('import.meta.url');
          if (moved)
            throw new Error(
              `rechunk: ${path.relative(dir, id)} reads import.meta.url but would move to ${chunk.fileName}`,
            );
        }
    },
  };
}

/**
 * Writes into the entry the chunks of everything it loads lazily: each such module and the chunks
 * it imports, largest first, less what the entry loads already. The element preloads them all at
 * once (src/preload.ts) rather than letting the browser find them one import level at a time.
 * The entry is not content-hashed (and is revalidated), so changing it after hashing is safe.
 */
function writeChunkList(placeholder: string, onList: (list: string[]) => void): Plugin {
  return {
    name: 'embed-chunk-list',
    generateBundle(_options, bundle) {
      const chunks = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('embed-chunk-list: no entry chunk');
      const withStaticImports = (roots: string[]) => {
        const found = new Set(roots);
        for (const name of found)
          for (const next of chunks.get(name)?.imports ?? []) found.add(next);
        return found;
      };
      const loaded = withStaticImports([entry.fileName]);
      const lazy = withStaticImports(
        [...loaded].flatMap((name) => chunks.get(name)?.dynamicImports ?? []),
      );
      const list = [...lazy]
        .filter((name) => !loaded.has(name))
        .sort((a, b) => (chunks.get(b)?.code.length ?? 0) - (chunks.get(a)?.code.length ?? 0))
        .map((name) => path.posix.relative(path.posix.dirname(entry.fileName), name));
      if (!entry.code.includes(placeholder))
        throw new Error('embed-chunk-list: the entry has no chunk list placeholder');
      entry.code = entry.code.replace(placeholder, JSON.stringify(list));
      onList(list);
    },
  };
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}
