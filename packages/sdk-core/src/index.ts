// The main entry: what a host needs to talk to Figura's API and hold a slide document (no React,
// no fabric, no DOM globals). Everything else has an entry of its own: the whole schema
// ('./schema'), the HTTP contract ('./contract'), the rules ('./rules'), the editor engine
// ('./editor'), the sign-on session ('./session'), the renderer ('./render', with fabric)...
export * from './api';
export {
  CURRENT_SCHEMA_VERSION,
  ELEMENT_TYPES,
  createEmptyDocument,
  migrateToCurrent,
  parseSlideDocument,
  type Creation,
  type CreationExportFormat,
  type CreationList,
  type DownloadInput,
  type ExportFormat,
  type ExportStatus,
  type FiguraElement,
  type FiguraElementInput,
  type LibraryItem,
  type LibraryItemMeta,
  type Profile,
  type SlideContent,
  type SlideDocument,
  type SlideDocumentInput,
  type SlideSummary,
  type StoredElementType,
  type User,
} from './schema';
