export {
  createEditorStore,
  DEFAULT_HISTORY_LIMIT,
  type EditorState,
  type EditorStore,
  type EditorStoreOptions,
  type DocumentUpdater,
  type ElementPatch,
  type CommitOptions,
} from './editor-store';
export {
  createAutosave,
  isStaleWriteError,
  DEFAULT_RETRY_DELAYS_MS,
  type Autosave,
  type AutosaveOptions,
  type AutosaveState,
  type AutosaveStatus,
  type AutosaveTimers,
} from './autosave';
