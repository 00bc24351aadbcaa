// @figura/sdk-core/library-search: the content library's search by meaning, over the index the
// library build writes (GET /library/search-index). The same options build the index (in
// @figura/content) and query it here, in the browser and on the server.
export { buildSearchIndex, indexedItem, searchHitOf } from './build-index';
export {
  findIllustrationsThenIcons,
  loadEditableLibrarySearch,
  loadLibrarySearch,
  type EditableLibrarySearch,
  type FindOptions,
  type LibrarySearch,
} from './search';
export { INDEX_OPTIONS, QUERY_OPTIONS, type IndexedItem, type SearchHit } from './options';
export { phraseTerms, stem, terms, tokenize } from './terms';
export {
  THUMBNAILS_KEPT,
  THUMBNAIL_CONCURRENCY,
  createThumbnailQueue,
  type ThumbnailQueue,
} from './thumbnail-queue';
export { collectionMembers, describeCollections, inCollection } from './collections';
export { bestFirst, itemsBestFirst } from './best-first';
