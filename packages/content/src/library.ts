import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LibraryItem, LibraryItemMeta } from '@figura/sdk-core/schema';
import { loadLibrarySearch, type LibrarySearch } from './search/browser.ts';
import { REPO_ROOT } from './sources/registry.ts';

/** The built library (generated, not committed): items.json, svg/, thumbs/, search-index.json, import-report.json. */
export const DEFAULT_LIBRARY = path.join(REPO_ROOT, 'packages/content/library');

export interface LibraryFiles {
  dir: string;
  items: string;
  searchIndex: string;
  report: string;
  cache: string;
  imports: string;
  svg: (id: string) => string;
  thumbnail: (id: string) => string;
  /** The built-in templates (default library only) and their previews. */
  templates: string;
  templatePreview: (id: string) => string;
}

export function libraryFiles(dir = DEFAULT_LIBRARY): LibraryFiles {
  return {
    dir,
    items: path.join(dir, 'items.json'),
    searchIndex: path.join(dir, 'search-index.json'),
    report: path.join(dir, 'import-report.json'),
    cache: path.join(dir, 'cache.json'),
    imports: path.join(dir, 'imports.json'),
    svg: (id) => path.join(dir, 'svg', `${id}.svg`),
    thumbnail: (id) => path.join(dir, 'thumbs', `${id}.png`),
    templates: path.join(dir, 'templates.json'),
    templatePreview: (id) => path.join(dir, 'templates', `${id}.png`),
  };
}

/** items.json: the metadata of every item (no SVG), and what it was built from. */
export interface ItemsFile {
  fingerprint: string;
  items: LibraryItemMeta[];
}

export function readItems(dir = DEFAULT_LIBRARY): ItemsFile {
  const file = libraryFiles(dir).items;
  if (!existsSync(file))
    throw new Error(`No content library in ${dir}: run \`pnpm figura content build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as ItemsFile;
}

/** One whole item, with its cleaned SVG. */
export function readItem(meta: LibraryItemMeta, dir = DEFAULT_LIBRARY): LibraryItem {
  return { ...meta, svg: readFileSync(libraryFiles(dir).svg(meta.id), 'utf8') };
}

export function openSearch(dir = DEFAULT_LIBRARY): LibrarySearch {
  return loadLibrarySearch(readFileSync(libraryFiles(dir).searchIndex, 'utf8'));
}

/** What `content stats` prints. */
export function libraryStats(items: readonly LibraryItemMeta[]) {
  const count = (key: (item: LibraryItemMeta) => string) =>
    items.reduce<Record<string, number>>((counts, item) => {
      counts[key(item)] = (counts[key(item)] ?? 0) + 1;
      return counts;
    }, {});
  return {
    items: items.length,
    illustrations: items.filter((item) => item.kind === 'illustration').length,
    icons: items.filter((item) => item.kind === 'icon').length,
    /** Drawings holding pictures (marked in results, ranked below vector drawings). */
    pictures: items.filter((item) => item.quality?.bitmap).length,
    withLicence: items.filter((item) => item.licence.spdx && item.licence.url).length,
    withAuthor: items.filter((item) => item.author.name.trim()).length,
    licences: count((item) => item.licence.spdx),
    sources: count((item) => item.source.name),
    categories: new Set(items.map((item) => item.category)).size,
  };
}
