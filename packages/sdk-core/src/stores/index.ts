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
