import { ApiError } from '../api/errors';
import { buildSearchIndex } from '../library-search';
import {
  collectionMembers,
  describeCollections,
  inCollection,
} from '../library-search/collections';
import { LIBRARY_ITEM_NOT_FOUND, LIBRARY_TEMPLATE_NOT_FOUND } from '../schema/contract/messages';
import type {
  LibraryTemplate,
  LibraryTemplateList,
  LibraryTemplateListQuery,
} from '../schema/contract/library-templates';
import {
  libraryListQuerySchema,
  type LibraryCategories,
  type LibraryCollections,
  type LibraryItem,
  type LibraryList,
  type LibraryListQuery,
} from '../schema/contract/library';

/**
 * The in-memory API's content library (a test and story fake): a handful of items, listed by
 * words in their title, tags, category and synonyms (the server searches by meaning), and the
 * real search index of those items for the browser's search (`@figura/sdk-core/library-search`).
 */
export class MemoryLibrary {
  constructor(
    private readonly items: readonly LibraryItem[] = [],
    private readonly templateList: readonly LibraryTemplate[] = [],
  ) {}

  list(query: LibraryListQuery = {}): LibraryList {
    const { q, kind, category, collection, tag, limit, offset } =
      libraryListQuerySchema.parse(query);
    const words = q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
    const matching = this.items.filter((item) => {
      const text = [item.title, item.category, ...item.tags, ...item.synonyms]
        .join(' ')
        .toLowerCase();
      return (
        words.every((word) => text.includes(word)) &&
        (kind === undefined || item.kind === kind) &&
        (collection === undefined || inCollection(item, collection)) &&
        (category === undefined || item.category === category) &&
        (tag === undefined || item.tags.includes(tag))
      );
    });
    const page = matching.slice(offset, offset + limit).map(({ svg: _svg, ...meta }) => meta);
    return { total: matching.length, items: page };
  }

  item(id: string): LibraryItem {
    const found = this.items.find((item) => item.id === id);
    if (!found) throw new ApiError(404, { message: LIBRARY_ITEM_NOT_FOUND });
    return structuredClone(found);
  }

  categories(): LibraryCategories {
    const counts = new Map<string, number>();
    for (const item of this.items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
    return [...counts].map(([name, count]) => ({ name, count }));
  }

  collections(): LibraryCollections {
    return describeCollections(collectionMembers(this.items));
  }

  searchIndex(): string {
    return buildSearchIndex(this.items);
  }

  /** The drawing itself stands in for a thumbnail. */
  thumbnailUrl(id: string): string {
    const found = this.items.find((item) => item.id === id);
    return found ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(found.svg)}` : '';
  }

  templates({ type }: LibraryTemplateListQuery = {}): LibraryTemplateList {
    const wanted = this.templateList
      .filter((template) => type === undefined || template.type === type)
      .map(({ document: _document, ...summary }) => structuredClone(summary));
    return { total: wanted.length, templates: wanted };
  }

  template(id: string): LibraryTemplate {
    const found = this.templateList.find((template) => template.id === id);
    if (!found) throw new ApiError(404, { message: LIBRARY_TEMPLATE_NOT_FOUND });
    return structuredClone(found);
  }

  /** No renderer here: the preview is the template's page with its title. */
  templatePreviewUrl(id: string): string {
    const found = this.templateList.find((template) => template.id === id);
    if (!found) return '';
    const { width, height, background } = found.document;
    const title = found.title.replace(/[<&>]/g, (c) => `&#${c.charCodeAt(0)};`);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
      `<rect width="100%" height="100%" fill="${background}"/>` +
      `<text x="5%" y="10%" font-size="${Math.round(height / 12)}">${title}</text></svg>`;
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }
}
