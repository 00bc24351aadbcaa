// @figura/content for node: the built library, its importer and the command line's commands.
export { buildLibrary, isLibraryFresh, type ImportReport, type ReportEntry } from './build.ts';
export {
  DEFAULT_LIBRARY,
  libraryFiles,
  libraryStats,
  openSearch,
  readItem,
  readItems,
} from './library.ts';
export { contentCommands, type Command } from './cli/content.ts';
export { loadLibrarySearch, type LibrarySearch, type SearchHit } from './search/browser.ts';
