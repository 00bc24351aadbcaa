export { Editor, type EditorProps, type FiguraRootElement } from './Editor';
export type { FiguraEditor, EditorEvents, SaveEventDetail } from './editor/types';
export { EDITOR_CSS, injectEditorStyles } from './ui/styles';
export { prefetchFontCode, type EditorFontFace, type EditorFonts } from './fonts/font-face';
