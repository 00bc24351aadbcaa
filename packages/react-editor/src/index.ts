export { Editor, type EditorProps } from './Editor';
export { useEditor, type EditorLoadState, type UseEditorOptions } from './use-editor';
export type {
  EditorErrorDetail,
  EditorEvents,
  FiguraEditor,
  SaveEventDetail,
} from '@figura/sdk-core/editor';
export { EDITOR_CSS, injectEditorStyles } from './shell/styles';
export { ShareDialog, type ShareDialogProps } from './collab/ShareDialog';
export { prefetchFontCode, type EditorFontFace, type EditorFonts } from './fonts/font-face';
export { GalleryProvider, useGallery, type GalleryProviderProps } from './gallery/GalleryProvider';
export { renderThumbnail as renderDocumentThumbnail } from './slides/thumbnail';
