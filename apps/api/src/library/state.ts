import {
  collectionMembers,
  describeCollections,
  itemsBestFirst,
  loadEditableLibrarySearch,
  type EditableLibrarySearch,
} from '@figura/content/search';
import {
  LIBRARY_ITEM_NOT_FOUND,
  type LibraryCategories,
  type LibraryCollectionId,
  type LibraryCollections,
  type LibraryKind,
  type LibraryItemMeta,
  type LibraryList,
  type LibraryListFilter,
} from '@figura/sdk-core/schema';
import { notFound } from '../http/errors.ts';
import { markerOf, mergedItem, type LibraryOverride } from './overrides.ts';

/** Search hits considered before filtering and paging (a person pages through a few dozen). */
const MAX_SEARCH_HITS = 1000;

/** The library as built (packages/content/library): never changed by the API. */
export interface BuiltLibrary {
  /** Changes whenever the library is rebuilt. */
  fingerprint: string;
  items: ReadonlyMap<string, LibraryItemMeta>;
  /** search-index.json as built. */
  indexText: string;
}

const { compare } = new Intl.Collator('en');

/**
 * The library as served: the built one with the admins' changes over it. `apply` takes the
 * database's rows and changes only what their changes touch, the search index in place
 * (MiniSearch's replace and discard) rather than rebuilt from every item.
 */
export class MergedLibrary {
  private readonly items: Map<string, LibraryItemMeta>;
  private readonly search: EditableLibrarySearch;
  private overrides = new Map<string, LibraryOverride>();
  /** Every item, the best first (quality, then title): the order of a list without a query. */
  private byQuality: LibraryItemMeta[] = [];
  /** The categories of every item ('all') and of each kind. */
  private categoryCounts = new Map<LibraryKind | 'all', LibraryCategories>();
  private collectionList: LibraryCollections = [];
  /** Each collection's item ids (worked out with the order, not on every list). */
  private collectionIds = new Map<LibraryCollectionId, ReadonlySet<string>>();
  /** The serialised index once an item changed (built lazily, kept until the next change). */
  private indexText: string;
  private marker = markerOf([]);
  private readonly built: BuiltLibrary;

  constructor(built: BuiltLibrary) {
    this.built = built;
    this.items = new Map(built.items);
    this.search = loadEditableLibrarySearch(built.indexText);
    this.indexText = built.indexText;
    this.sort();
  }

  /** The database's change marker this state reflects (library/overrides.ts). */
  get changeMarker(): string {
    return this.marker;
  }

  /** The ETag of every list: a rebuild or any admin change gives a new one. */
  get version(): string {
    return `${this.built.fingerprint.slice(0, 16)}-${this.marker}`;
  }

  /** Takes `rows`, every row of the table, as the admins' changes now. */
  apply(rows: readonly LibraryOverride[]): void {
    const next = new Map(rows.map((row) => [row.id, row]));
    const changed = new Set<string>();
    for (const [id, row] of next)
      if (this.overrides.get(id)?.revision !== row.revision) changed.add(id);
    for (const id of this.overrides.keys()) if (!next.has(id)) changed.add(id);
    this.overrides = next;
    this.marker = markerOf(rows);
    if (changed.size === 0) return;
    for (const id of changed) {
      const item = mergedItem(id, this.built.items.get(id), next.get(id));
      if (item) {
        this.items.set(id, item);
        this.search.put(item);
      } else if (this.items.delete(id)) this.search.remove(id);
    }
    this.sort();
    this.indexText = '';
  }

  /** The item as built, whatever the admins did to it (what their changes start from). */
  builtItem(id: string): LibraryItemMeta | undefined {
    return this.built.items.get(id);
  }

  /** An item's metadata; 404 when the library does not hold it (or it is retired). */
  meta(id: string): LibraryItemMeta {
    const found = this.items.get(id);
    if (!found) throw notFound(LIBRARY_ITEM_NOT_FOUND);
    return found;
  }

  /** An item's ETag: an item no admin changed keeps its own across admin changes to others. */
  itemVersion(id: string): string {
    this.meta(id);
    const revision = this.overrides.get(id)?.revision;
    const base = `${this.built.fingerprint.slice(0, 16)}-${id}`;
    return revision === undefined ? base : `${base}-r${revision}`;
  }

  /** Where the item's drawing and thumbnail are: the database (an admin's) or the built files. */
  drawingInDatabase(id: string): boolean {
    return (this.overrides.get(id)?.drawing ?? null) !== null;
  }

  list({ q, kind, category, collection, tag, limit, offset }: LibraryListFilter): LibraryList {
    const candidates = q
      ? this.search.search(q, MAX_SEARCH_HITS).map((hit) => this.items.get(hit.id))
      : this.byQuality;
    const wanted = candidates.filter(
      (item): item is LibraryItemMeta =>
        item !== undefined &&
        (kind === undefined || item.kind === kind) &&
        (category === undefined || item.category === category) &&
        (collection === undefined || this.collectionIds.get(collection)?.has(item.id) === true) &&
        (tag === undefined || item.tags.includes(tag)),
    );
    const suggestion =
      q && wanted.length === 0
        ? this.search.suggest(q, { ...(kind ? { kind } : {}), ...(category ? { category } : {}) })
        : undefined;
    return {
      total: wanted.length,
      items: wanted.slice(offset, offset + limit),
      ...(suggestion ? { suggestion } : {}),
    };
  }

  categories(kind?: LibraryKind): LibraryCategories {
    return this.categoryCounts.get(kind ?? 'all') ?? [];
  }

  /** The featured collections, each with its size and cover. */
  collections(): LibraryCollections {
    return this.collectionList;
  }

  /** The search index the browser loads: as built, or serialised again after a change. */
  searchIndexText(): string {
    return (this.indexText ||= this.search.serialise());
  }

  private sort(): void {
    this.byQuality = [...this.items.values()].sort(itemsBestFirst);
    const counts = new Map<LibraryKind | 'all', Map<string, number>>();
    for (const item of this.byQuality)
      for (const key of ['all', item.kind] as const) {
        const ofKey = counts.get(key) ?? new Map<string, number>();
        ofKey.set(item.category, (ofKey.get(item.category) ?? 0) + 1);
        counts.set(key, ofKey);
      }
    const members = collectionMembers(this.byQuality);
    this.collectionIds = new Map(
      [...members].map(([id, items]) => [id, new Set(items.map((item) => item.id))]),
    );
    this.collectionList = describeCollections(members);
    this.categoryCounts = new Map(
      [...counts].map(([key, ofKey]) => [
        key,
        [...ofKey]
          .map(([name, count]) => ({ name, count }))
          .sort((a, b) => compare(a.name, b.name)),
      ]),
    );
  }
}
