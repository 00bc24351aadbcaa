export {
  createEditorStore,
  DEFAULT_HISTORY_LIMIT,
  type EditorState,
  type EditorStore,
  type EditorStoreOptions,
  type DocumentUpdater,
  type ElementPatch,
  type CommitOptions,
  type SharedHistory,
} from './editor-store';
export {
  DEFAULT_GALLERY_FILTER,
  GALLERY_STORAGE_KEY,
  GALLERY_TYPES,
  createGalleryStore,
  readGalleryFilter,
  type GalleryFilter,
  type GalleryState,
  type GalleryStore,
  type GalleryStoreOptions,
  type GalleryType,
  type KeyValueStorage,
} from './gallery-store';
export {
  DEFAULT_LIBRARY_PAGE_SIZE,
  createLibraryResults,
  libraryRequest,
  type LibraryQuery,
  type LibraryResultsOptions,
  type LibraryResultsState,
  type LibraryResultsStatus,
  type LibraryResultsStore,
} from './library-results';
export {
  COMMENTS_VISIBLE_STORAGE_KEY,
  commentThreads,
  createComments,
  openThreadsByElement,
  type CommentThread,
  type CommentsController,
  type CommentsOptions,
  type CommentsState,
  type CommentsStatus,
  type CommentsStore,
} from './comments-store';
export {
  BREADCRUMBS_COOKIE,
  MAX_BREADCRUMBS,
  MAX_BREADCRUMB_LABEL,
  MAX_BREADCRUMBS_COOKIE_BYTES,
  decodeBreadcrumbs,
  encodeBreadcrumbs,
  isPortalPath,
  type Breadcrumb,
} from './breadcrumbs-cookie';
export {
  createBreadcrumbsStore,
  type BreadcrumbsCookieJar,
  type BreadcrumbsState,
  type BreadcrumbsStore,
  type BreadcrumbsStoreOptions,
  type SetTrailOptions,
} from './breadcrumbs-store';
