import { readFileSync } from 'node:fs';
import { DEFAULT_LIBRARY, libraryFiles, readItems } from '@figura/content/library';
import {
  LIBRARY_ITEM_NOT_FOUND,
  LIBRARY_NOT_BUILT_MESSAGE,
  type LibraryItem,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import {
  readChangeMarker,
  readOverrides,
  readOverrideSvg,
  readOverrideThumbnail,
} from './overrides.ts';
import { MergedLibrary, type BuiltLibrary } from './state.ts';

/**
 * How often a node asks the database whether the admins changed the library (on another node):
 * at most once per this many milliseconds, on a request; a node that makes a change reads it at
 * once. Measured with 300 and 3,000 changed items: the question (one aggregate) takes 0.1-0.4 ms
 * on PostgreSQL and 0.6-0.9 ms on PGlite, whose one connection every query waits for; reading the
 * rows after a change 1-4 ms (PostgreSQL) and 3-12 ms (PGlite), applying them 4-10 ms. Asking on
 * every request would add a query to each public call a CDN passes through, for a change that
 * happens a few times a day.
 */
export const LIBRARY_CHANGE_CHECK_MS = 2000;

/**
 * The content library as the API serves it: the built library (packages/content/library, or
 * FIGURA_CONTENT_LIBRARY), read once on first use, with the admins' changes from the database
 * over it. Built drawings and thumbnails are read from disk when asked for (the operating system
 * caches them), an admin's from the database.
 */
export interface LibraryCatalogue {
  /** The library now: brought up to date with the database at most every LIBRARY_CHANGE_CHECK_MS. */
  current(): Promise<MergedLibrary>;
  /** Reads the admins' changes at once (after a change on this node) and answers the result. */
  refresh(): Promise<MergedLibrary>;
  /** A whole item, with its cleaned SVG; 404 when the library does not hold it. */
  item(id: string): Promise<LibraryItem>;
  /** An item's thumbnail (PNG). */
  thumbnail(id: string): Promise<Buffer>;
}

function loadBuilt(dir: string): BuiltLibrary {
  const { fingerprint, items } = readItems(dir);
  return {
    fingerprint,
    items: new Map(items.map((item) => [item.id, item])),
    indexText: readFileSync(libraryFiles(dir).searchIndex, 'utf8'),
  };
}

/**
 * `load` (what the library's build wrote) run once, on first use, and kept. A library that was
 * never built answers 503 with how to build it, and is tried again on the next request.
 */
export function builtOnce<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => {
    if (value !== undefined) return value;
    try {
      value = load();
    } catch (error) {
      console.error(error);
      throw new HttpError(503, LIBRARY_NOT_BUILT_MESSAGE);
    }
    return value;
  };
}

/**
 * The catalogue of the library in `dir` with the changes in `db`. A library that was never built
 * answers 503 with how to build it (the API still serves everything else).
 */
export function createLibraryCatalogue(db: Database, dir = DEFAULT_LIBRARY): LibraryCatalogue {
  const files = libraryFiles(dir);
  let checkedAt = -Infinity;
  let running: Promise<void> | undefined;

  const built = builtOnce(() => new MergedLibrary(loadBuilt(dir)));

  /** Reads the rows only when the marker moved. A failing database leaves the library as it was. */
  const sync = async (library: MergedLibrary) => {
    checkedAt = performance.now();
    try {
      if ((await readChangeMarker(db)) !== library.changeMarker)
        library.apply(await readOverrides(db));
    } catch (error) {
      console.error('The content library could not read its changes from the database', error);
    }
  };

  /** One check at a time; a check asked for while one runs starts after it (so it sees later commits). */
  const check = (library: MergedLibrary): Promise<void> => {
    const run: Promise<void> = (running ?? Promise.resolve()).then(() => sync(library));
    running = run;
    void run.finally(() => {
      if (running === run) running = undefined;
    });
    return run;
  };

  const current = async () => {
    const library = built();
    if (!running && performance.now() - checkedAt >= LIBRARY_CHANGE_CHECK_MS) void check(library);
    if (running) await running;
    return library;
  };

  return {
    current,
    async refresh() {
      const library = built();
      await check(library);
      return library;
    },
    async item(id) {
      const library = await current();
      const meta = library.meta(id);
      const svg = library.drawingInDatabase(id)
        ? await readOverrideSvg(db, id)
        : readFileSync(files.svg(id), 'utf8');
      if (svg === undefined) throw notFound(LIBRARY_ITEM_NOT_FOUND);
      return { ...meta, svg };
    },
    async thumbnail(id) {
      const library = await current();
      library.meta(id);
      const png = library.drawingInDatabase(id)
        ? await readOverrideThumbnail(db, id)
        : readFileSync(files.thumbnail(id));
      if (png === undefined) throw notFound(LIBRARY_ITEM_NOT_FOUND);
      return png;
    },
  };
}
