import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CURRENT_SCHEMA_VERSION,
  libraryItemMetaSchema,
  type LibraryItemMeta,
  type LibraryKind,
} from '@figura/sdk-core/schema';
import type { Candidate } from './candidate.ts';
import { processAll } from './import/pool.ts';
import type { Outcome, RemovedSummary } from './import/process.ts';
import { DEFAULT_LIBRARY, libraryFiles, type ItemsFile, type LibraryFiles } from './library.ts';
import { buildSearchIndex } from '@figura/sdk-core/library-search';
import { itemSynonyms } from './search/synonyms.ts';
import { folderCandidates, svgFiles, type FolderSource, type Unplaced } from './sources/folder.ts';
import { iconSetCandidates } from './sources/iconify.ts';
import { FOLDER_SOURCES, ICON_SET_SOURCES, REPO_ROOT } from './sources/registry.ts';

const require = createRequire(import.meta.url);

/** A folder imported with `content import`, re-applied on every rebuild of that library. */
export interface FolderImport extends FolderSource {
  folder: string;
}

/** One line of the import report: every file offered, accepted or refused, never left out. */
export interface ReportEntry {
  origin: string;
  source: string;
  id: string | null;
  status: 'accepted' | 'refused';
  reason?: string;
  removed: RemovedSummary[];
}

export interface ImportReport {
  files: number;
  accepted: number;
  refused: number;
  entries: ReportEntry[];
}

type Cached =
  | Exclude<Outcome, { status: 'accepted' }>
  | Omit<Extract<Outcome, { status: 'accepted' }>, 'svg' | 'thumbnail'>;

/** The code whose change makes every item's cached result stale: the sanitiser and the importer. */
function pipelineVersion(): string {
  const hash = createHash('sha1');
  const svg = path.join(REPO_ROOT, 'packages/sdk-core/src/svg');
  for (const file of listFiles(svg).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')))
    hash.update(file).update(readFileSync(path.join(svg, file)));
  for (const file of ['clean.ts', 'render.ts', 'process.ts', 'quality.ts'])
    hash.update(readFileSync(new URL(`./import/${file}`, import.meta.url)));
  hash.update(
    readFileSync(path.join(REPO_ROOT, 'packages/content/node_modules/svgo/package.json')),
  );
  return hash.digest('hex');
}

function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

/** The folders a library is built from: the repository's own (default library only) and its imports. */
export function libraryFolders(files: LibraryFiles): FolderImport[] {
  const builtIn = path.resolve(files.dir) === path.resolve(DEFAULT_LIBRARY) ? FOLDER_SOURCES : [];
  return [...builtIn, ...readJson<FolderImport[]>(files.imports, [])];
}

/**
 * A cheap fingerprint of everything a library is built from (file names, sizes and times, the
 * icon sets' versions, the pipeline's code): equal fingerprints mean the library is up to date.
 */
export function fingerprint(files: LibraryFiles): string {
  const hash = createHash('sha1').update(pipelineVersion());
  hash.update(readFileSync(new URL('./search/synonyms.txt', import.meta.url)));
  hash.update(readFileSync(new URL('./search/vocabulary.txt', import.meta.url)));
  hash.update(readFileSync(new URL('./search/synonyms.ts', import.meta.url)));
  // How the search index turns text into terms: a change there rebuilds the index.
  for (const file of ['terms.ts', 'options.ts', 'build-index.ts'])
    hash.update(readFileSync(path.join(REPO_ROOT, 'packages/sdk-core/src/library-search', file)));
  // The templates' code, and the document version they are written at: a change rebuilds them
  // (the items come from the cache).
  hash.update(`document schema ${CURRENT_SCHEMA_VERSION}\n`);
  for (const file of ['themes.ts', 'layouts.ts', 'journal-templates.ts', 'build.ts'])
    hash.update(readFileSync(new URL(`./templates/${file}`, import.meta.url)));
  for (const { folder, ...options } of libraryFolders(files)) {
    hash.update(JSON.stringify(options));
    // Titles and tags given next to the files (sources/folder.ts).
    const metadata = path.join(folder, 'metadata.json');
    if (existsSync(metadata)) hash.update(readFileSync(metadata));
    for (const file of existsSync(folder) ? svgFiles(folder) : []) {
      const stat = statSync(path.join(folder, file));
      hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  if (path.resolve(files.dir) === path.resolve(DEFAULT_LIBRARY))
    for (const set of ICON_SET_SOURCES)
      hash.update(`${set.prefix}@${require(`@iconify-json/${set.prefix}/package.json`).version}\n`);
  return hash.digest('hex');
}

export function isLibraryFresh(dir = DEFAULT_LIBRARY): boolean {
  const files = libraryFiles(dir);
  if (!existsSync(files.items) || !existsSync(files.searchIndex)) return false;
  return (
    readJson<ItemsFile>(files.items, { fingerprint: '', items: [] }).fingerprint ===
    fingerprint(files)
  );
}

export interface BuildOptions {
  dir?: string;
  /** Progress lines (to stderr by the command line). */
  log?: (line: string) => void;
}

/** Every file the library at `dir` is built from (its folders; the icon sets for the default one). */
export function gatherCandidates(dir = DEFAULT_LIBRARY) {
  const files = libraryFiles(dir);
  const candidates: Array<Candidate & { sourceName: string; kind: LibraryKind }> = [];
  const unplaced: Array<Unplaced & { sourceName: string }> = [];
  for (const { folder, ...options } of libraryFolders(files)) {
    if (!existsSync(folder)) {
      unplaced.push({
        origin: folder,
        reason: 'the folder no longer exists',
        sourceName: options.name,
      });
      continue;
    }
    const found = folderCandidates(folder, options);
    candidates.push(
      ...found.candidates.map((c) => ({
        ...c,
        sourceName: options.name,
        kind: 'illustration' as const,
      })),
    );
    unplaced.push(...found.unplaced.map((u) => ({ ...u, sourceName: options.name })));
  }
  if (path.resolve(dir) === path.resolve(DEFAULT_LIBRARY))
    for (const set of ICON_SET_SOURCES)
      // The icon sets' pictograms are icons: searched in the icon picker, not among illustrations.
      candidates.push(
        ...iconSetCandidates(set).map((c) => ({
          ...c,
          sourceName: set.prefix,
          kind: 'icon' as const,
        })),
      );
  return { candidates, unplaced };
}

/**
 * Builds (or brings up to date) a library: gathers every candidate, reuses cached results for
 * unchanged files, processes the rest on worker threads, and writes items, drawings, thumbnails,
 * the search index and the report.
 */
export async function buildLibrary({ dir = DEFAULT_LIBRARY, log = () => {} }: BuildOptions = {}) {
  const started = performance.now();
  const files = libraryFiles(dir);
  mkdirSync(dir, { recursive: true });
  const version = pipelineVersion();

  const { candidates, unplaced } = gatherCandidates(dir);

  const cache = readJson<Record<string, Cached>>(files.cache, {});
  // The kind is not part of the key: it is set below and changes nothing the import makes.
  const keys = candidates.map(({ input, sourceName: _, kind: __, ...meta }) =>
    createHash('sha1')
      .update(version)
      .update(JSON.stringify(meta))
      .update('svg' in input ? input.svg : readFileSync(input.path))
      .digest('hex'),
  );
  const results: Cached[] = new Array(candidates.length);
  const todo: number[] = [];
  keys.forEach((key, i) => {
    const hit = cache[key];
    const filesThere = hit?.status !== 'accepted' || existsSync(files.svg(hit.id));
    if (hit && filesThere) results[i] = hit;
    else todo.push(i);
  });
  log(
    `content: ${candidates.length} files, ${candidates.length - todo.length} unchanged, ${todo.length} to import`,
  );

  let finished = 0;
  await processAll(
    todo.map((i) => candidates[i]!),
    (outcome, index) => {
      const i = todo[index]!;
      if (outcome.status === 'accepted') {
        const { svg, thumbnail, ...rest } = outcome;
        mkdirSync(path.dirname(files.svg(outcome.id)), { recursive: true });
        mkdirSync(path.dirname(files.thumbnail(outcome.id)), { recursive: true });
        writeFileSync(files.svg(outcome.id), svg);
        writeFileSync(files.thumbnail(outcome.id), thumbnail);
        results[i] = rest;
      } else results[i] = outcome;
      if (++finished % 250 === 0 || finished === todo.length)
        log(
          `content: imported ${finished}/${todo.length} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
    },
  );

  const items: LibraryItemMeta[] = [];
  const entries: ReportEntry[] = unplaced.map(({ origin, reason, sourceName }) => ({
    origin,
    source: sourceName,
    id: null,
    status: 'refused',
    reason,
    removed: [],
  }));
  results.forEach((result, i) => {
    const source = candidates[i]!.sourceName;
    if (result.status === 'accepted') {
      const item = libraryItemMetaSchema.parse({
        ...result.item,
        kind: candidates[i]!.kind,
        synonyms: itemSynonyms(result.item),
      });
      items.push(item);
      entries.push({
        origin: result.origin,
        source,
        id: result.id,
        status: 'accepted',
        removed: result.removed,
      });
    } else
      entries.push({
        origin: result.origin,
        source,
        id: result.id,
        status: 'refused',
        reason: result.reason,
        removed: result.removed,
      });
  });

  removeStaleFiles(files, new Set(items.map((item) => item.id)));
  const report: ImportReport = {
    files: entries.length,
    accepted: items.length,
    refused: entries.length - items.length,
    entries,
  };
  writeFileSync(files.report, JSON.stringify(report, null, 1));
  writeFileSync(files.searchIndex, buildSearchIndex(items));
  writeFileSync(
    files.cache,
    JSON.stringify(Object.fromEntries(keys.map((key, i) => [key, results[i]]))),
  );
  // The built-in templates are made from the default library's items (a lab's own library has none).
  if (path.resolve(dir) === path.resolve(DEFAULT_LIBRARY)) {
    const { buildTemplates } = await import('./templates/build.ts');
    log(`content: ${(await buildTemplates(dir, items)).length} templates`);
  }
  // Last: items.json's fingerprint marks the library as built, so a failed step above rebuilds.
  const itemsFile: ItemsFile = { fingerprint: fingerprint(files), items };
  writeFileSync(files.items, JSON.stringify(itemsFile));
  log(
    `content: ${items.length} items, ${report.refused} refused (see ${path.relative(process.cwd(), files.report)}), ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { items, report };
}

/** Drawings and thumbnails of items no longer in the library. */
function removeStaleFiles(files: LibraryFiles, ids: ReadonlySet<string>) {
  for (const [folder, ext] of [
    ['svg', '.svg'],
    ['thumbs', '.png'],
  ] as const) {
    const root = path.join(files.dir, folder);
    if (!existsSync(root)) continue;
    for (const file of listFiles(root))
      if (!ids.has(file.slice(0, -ext.length).split(path.sep).join('/')))
        rmSync(path.join(root, file));
  }
}
