import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  rollup,
  type GetManualChunk,
  type OutputBundle,
  type OutputChunk,
  type Plugin,
} from 'rollup';

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
  /**
   * The entry files inside `dir`; they keep their names, chunks go to `chunks/`. The first is
   * the element's script, the one whose placeholder receives the chunk lists.
   */
  entries: readonly [string, ...string[]];
  /** A string literal in the first entry, replaced by the chunk lists (writeChunkLists). */
  chunkListPlaceholder: string;
  /**
   * Per element part, esbuild's files (paths from the working directory) its list starts from:
   * first its mount module, then what it also preloads but runs only when asked for (the font
   * loader; the viewer's schemas: chunks of their own, so preloading them does not run them).
   */
  partRoots: Readonly<Record<string, readonly string[]>>;
  /**
   * The chunks (by name: an entry's, or `part-…` as groupByPart names them) whose functions the
   * first frame mostly runs: they start with V8's compile hint, so the browser compiles them
   * while they download rather than on the main thread at first call. Each must exist.
   */
  eagerChunks?: readonly string[];
  /**
   * The part whose files merging small groups never adds to (the editor: its first frame's
   * bytes have a budget); other parts may load a few KiB more.
   */
  leanPart?: string;
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of the
 * file is compiled eagerly, off the main thread, as the file streams in. Only for code the first
 * frame runs: compiling the rest would compete with it for the CPU.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Groups of modules smaller than this join a larger group that every part loading them loads
 * anyway (see mergeSmallGroups): each file costs a request, and a page gets six connections.
 */
const SMALL_GROUP_BYTES = 8 * 1024;

/** Rewrites `dir`'s JavaScript into Rollup's chunks; resolves the lists written into the entry. */
export async function rechunkEmbed(options: RechunkOptions): Promise<Record<string, string[]>> {
  const { dir, entries } = options;
  const input = Object.fromEntries(
    entries.map((entry) => [entry.replace(/\.js$/, ''), path.resolve(dir, entry)]),
  );
  let lists: Record<string, string[]> = {};
  const eager = new Set(options.eagerChunks);
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
    banner: (chunk) => (eager.has(chunk.name) ? COMPILE_HINT : ''),
    entryFileNames: '[name].js',
    // What the element's entry imports statically joins it: otherwise the page waits for the
    // entry, then for its imports, before the element runs and asks for its part's chunks. What
    // a part loads at once joins one chunk per set of parts that load it (see groupByPart).
    manualChunks: groupByPart(input, entries[0], options.partRoots, options.leanPart),
    // esbuild's names carry its hash ("mount-MDSWVJOF"): the name without it, Rollup's hash.
    chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
    plugins: [keepRelativeUrls(dir), writeChunkLists(options, (written) => (lists = written))],
  });
  const names = new Set(output.map((item) => item.name));
  for (const name of eager)
    if (!names.has(name)) throw new Error(`rechunk: no chunk ${name} to give the compile hint`);
  // esbuild's own files, now rewritten into Rollup's.
  const written = new Set(output.map((item) => path.resolve(dir, item.fileName)));
  for (const file of jsFiles(dir)) if (!written.has(path.resolve(file))) rmSync(file);
  await build.close();
  return lists;
}

/**
 * The entry's static imports join the entry. Every other module a part loads (its roots and their
 * static imports) joins one chunk per set of roots that reach it: "part-editor" for what only the
 * editor's mount module runs, "part-builder-editor" for what both parts run at once,
 * "part-schema" for what only the lazily run schemas need (kept apart: preloaded, not run, until
 * asked for). Left to Rollup, the editor's first frame came in ~30 files (one per combination of lazy panels sharing a
 * module), and each file costs the page a request and a preload link on the main thread. Panels
 * loaded later import from these chunks: their part has always loaded them first.
 */
function groupByPart(
  input: Record<string, string>,
  entry: string,
  partRoots: RechunkOptions['partRoots'],
  leanPart: string | undefined,
): GetManualChunk {
  const name = entry.replace(/\.js$/, '');
  let chunkOf: Map<string, string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!chunkOf) {
      const closure = (root: string) => {
        const found = new Set([root]);
        for (const next of found)
          for (const imported of getModuleInfo(next)?.importedIds ?? []) found.add(imported);
        return found;
      };
      const entryModules = closure(input[name]!);
      // A part's mount module by the part's name, a lazily run root by its own (no hash).
      const roots = new Map<string, string>();
      const lean = new Set<string>();
      for (const [part, [mount, ...lazy]] of Object.entries(partRoots)) {
        if (mount) roots.set(part, path.resolve(mount));
        if (part === leanPart) lean.add(part);
        for (const root of lazy) {
          const label = path.basename(root, '.js').replace(/-[A-Z0-9]{8}$/, '');
          roots.set(label, path.resolve(root));
          if (part === leanPart) lean.add(label);
        }
      }
      const reachedBy = new Map<string, string[]>();
      for (const [label, root] of [...roots].sort(([a], [b]) => a.localeCompare(b)))
        for (const module of closure(root))
          if (!entryModules.has(module))
            reachedBy.set(module, [...(reachedBy.get(module) ?? []), label]);
      const groupOf = mergeSmallGroups(
        reachedBy,
        (module) => getModuleInfo(module)?.code ?? '',
        new Set(roots.values()),
        lean,
      );
      chunkOf = new Map([
        ...[...entryModules].map((module) => [module, name] as const),
        ...[...groupOf].map(([module, labels]) => [module, `part-${labels.join('-')}`] as const),
      ]);
    }
    return chunkOf.get(id);
  };
}

/**
 * Moves each group (the modules one set of roots reaches) smaller than SMALL_GROUP_BYTES into a
 * group reached by all of its roots and as few others as can be: every part that loaded the
 * small file loads that one already, so nobody needs a new file, and the other roots of the
 * larger group load a few KiB they do not run (never the lean part's: `lean`, its labels). A
 * group holding a root (a mount module, a lazily run one) or with no such group stays as it is.
 */
function mergeSmallGroups(
  reachedBy: ReadonlyMap<string, readonly string[]>,
  codeOf: (module: string) => string,
  roots: ReadonlySet<string>,
  lean: ReadonlySet<string>,
): Map<string, readonly string[]> {
  const groups = new Map<string, { labels: readonly string[]; bytes: number; root: boolean }>();
  for (const [module, labels] of reachedBy) {
    const key = labels.join(' ');
    const group = groups.get(key) ?? { labels, bytes: 0, root: false };
    group.bytes += codeOf(module).length;
    group.root ||= roots.has(module);
    groups.set(key, group);
  }
  const target = new Map<string, readonly string[]>();
  const bySize = [...groups.values()].sort((a, b) => a.bytes - b.bytes);
  for (const small of bySize) {
    // A root's own module runs when its file is loaded: it stays where only its part loads it.
    if (small.bytes >= SMALL_GROUP_BYTES || small.root) continue;
    const into = bySize
      .filter(
        (other) =>
          other.labels.length > small.labels.length &&
          small.labels.every((label) => other.labels.includes(label)) &&
          other.labels.every((label) => small.labels.includes(label) || !lean.has(label)),
      )
      // The fewest parts that did not load it; of those, the largest (not another small one).
      .sort((a, b) => a.labels.length - b.labels.length || b.bytes - a.bytes)[0];
    if (!into) continue;
    into.bytes += small.bytes;
    target.set(small.labels.join(' '), into.labels);
  }
  // A group may have joined one that joined another in turn.
  const finalLabels = (labels: readonly string[]): readonly string[] => {
    const next = target.get(labels.join(' '));
    return next ? finalLabels(next) : labels;
  };
  return new Map([...reachedBy].map(([module, labels]) => [module, finalLabels(labels)]));
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
 * Writes into the element's entry, per part, the chunks it loads lazily: the chunks holding the
 * part's roots and those they import, largest first, less what the entry loads already. The
 * element preloads its part's list at once (src/preload.ts) rather than letting the browser find
 * the chunks one import level at a time, and never another part's (a builder page does not fetch
 * the editor). The entry is not content-hashed (and is revalidated), so changing it is safe.
 */
function writeChunkLists(
  options: RechunkOptions,
  onLists: (lists: Record<string, string[]>) => void,
): Plugin {
  return {
    name: 'embed-chunk-lists',
    generateBundle(_options, bundle) {
      const chunks = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.get(options.entries[0]);
      if (!entry) throw new Error(`embed-chunk-lists: no chunk ${options.entries[0]}`);
      const withStaticImports = (roots: string[]) => {
        const found = new Set(roots);
        for (const name of found)
          for (const next of chunks.get(name)?.imports ?? []) found.add(next);
        return found;
      };
      const loaded = withStaticImports([entry.fileName]);
      const chunkHolding = (file: string) => {
        const id = path.resolve(file);
        const chunk = [...chunks.values()].find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) throw new Error(`embed-chunk-lists: no chunk holds ${file}`);
        return chunk.fileName;
      };
      const lists = Object.fromEntries(
        Object.entries(options.partRoots).map(([part, roots]) => [
          part,
          [...withStaticImports(roots.map(chunkHolding))]
            .filter((name) => !loaded.has(name))
            .sort((a, b) => (chunks.get(b)?.code.length ?? 0) - (chunks.get(a)?.code.length ?? 0))
            .map((name) => path.posix.relative(path.posix.dirname(entry.fileName), name)),
        ]),
      );
      if (!entry.code.includes(options.chunkListPlaceholder))
        throw new Error('embed-chunk-lists: the entry has no chunk list placeholder');
      entry.code = entry.code.replace(options.chunkListPlaceholder, JSON.stringify(lists));
      onLists(lists);
    },
  };
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}
