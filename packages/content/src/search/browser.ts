// The library's search lives in sdk-core (the editor's panel searches in the browser with it and
// sdk-core is below every package); the server side reads it from here too.
export {
  buildSearchIndex,
  collectionMembers,
  describeCollections,
  findIllustrationsThenIcons,
  itemsBestFirst,
  loadEditableLibrarySearch,
  loadLibrarySearch,
  type EditableLibrarySearch,
  type FindOptions,
  type LibrarySearch,
  type SearchHit,
} from '@figura/sdk-core/library-search';
