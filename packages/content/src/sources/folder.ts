import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { LibraryAuthor, LibraryLicence, LibrarySource } from '@figura/sdk-core/schema';
import { uniqueIds, type Candidate } from '../candidate.ts';
import { licenceFor } from '../licences.ts';
import { slugify, titleFromName } from '../slug.ts';

/** What the command line says about a folder; anything not given comes from the path. */
export interface FolderSource {
  /** The source's short name: the first half of every item id (`servier/…`). */
  name: string;
  source: LibrarySource;
  licence?: string;
  author?: string;
  authorUrl?: string;
  category?: string;
}

/** A file that cannot become a candidate, with the reason (it goes in the report). */
export interface Unplaced {
  origin: string;
  reason: string;
}

/** Every .svg under `root`, as paths relative to it, sorted so ids are assigned the same each time. */
export function svgFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && /\.svg$/i.test(entry.name)) files.push(path.relative(root, full));
    }
  };
  walk(root);
  return files.sort();
}

/** `authors.json` next to the files (name -> web page), matched by letters only. */
function authorLinks(root: string): (name: string) => LibraryAuthor {
  const file = path.join(root, 'authors.json');
  const links: Record<string, string> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  const key = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]/gu, '')
      .toLowerCase();
  const byKey = new Map(Object.entries(links).map(([name, url]) => [key(name), { name, url }]));
  return (folderName) => {
    const known = byKey.get(key(folderName));
    if (known && /^https?:\/\//.test(known.url)) return { name: known.name, url: known.url };
    return { name: folderName.replace(/[-_]+/g, ' ').trim() };
  };
}

/** What `metadata.json` next to the files may say of one (by its path under the folder, `/`-separated). */
interface FileMetadata {
  /** The title as people write it ("IgG antibody", "PD-1/PD-L1 immune checkpoint"). */
  title?: string;
  /** Words it is also found by, beyond its category ("immunoglobulin G", "immune checkpoint"). */
  tags?: string[];
}

function fileMetadata(root: string): (origin: string) => FileMetadata {
  const file = path.join(root, 'metadata.json');
  const byPath: Record<string, FileMetadata> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  return (origin) => byPath[origin.split(path.sep).join('/')] ?? {};
}

/**
 * The candidates of a folder. Without flags the path says it all, as in Bioicons:
 * `<licence>/<Category>/<Author>/<name>.svg`. Flags fill what the path does not have: with
 * `--licence` and `--author`, files may sit anywhere, and the first folder is the category.
 */
export function folderCandidates(
  root: string,
  options: FolderSource,
): { candidates: Candidate[]; unplaced: Unplaced[] } {
  const author = authorLinks(root);
  const metadata = fileMetadata(root);
  const unplaced: Unplaced[] = [];
  const placed: Array<Candidate & { alternatives: string[] }> = [];
  for (const origin of svgFiles(root)) {
    const parts = origin.split(path.sep);
    const name = parts.pop()!;
    const fromPath = !options.licence;
    const licenceName = options.licence ?? parts[0];
    const licence: LibraryLicence | undefined = licenceName ? licenceFor(licenceName) : undefined;
    if (!licence) {
      unplaced.push({
        origin,
        reason: licenceName
          ? `no usable licence: ${licenceName} (give --licence or put the file under a licence folder)`
          : 'no licence: give --licence or put the file under a licence folder',
      });
      continue;
    }
    const rest = fromPath ? parts.slice(1) : parts;
    const category = options.category ?? (rest[0] ? rest[0].replace(/_/g, ' ') : 'Uncategorised');
    const authorName = options.author ?? (fromPath ? rest[1] : undefined);
    if (!authorName) {
      unplaced.push({
        origin,
        reason: 'no author: give --author or put the file under an author folder',
      });
      continue;
    }
    const credited: LibraryAuthor = options.author
      ? { name: options.author, ...(options.authorUrl ? { url: options.authorUrl } : {}) }
      : author(authorName);
    const given = metadata(origin);
    const title = given.title ?? titleFromName(name);
    const slug = slugify(name.replace(/\.svg$/i, ''));
    placed.push({
      id: `${options.name}/${slug}`,
      alternatives: [`${options.name}/${slugify(`${credited.name}-${slug}`)}`],
      origin,
      title,
      category,
      tags: [category.toLowerCase(), ...(given.tags ?? [])],
      licence,
      author: credited,
      source: options.source,
      input: { path: path.join(root, origin) },
    });
  }
  return { candidates: uniqueIds(placed), unplaced };
}
