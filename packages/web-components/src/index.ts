export {
  FiguraEditorElement,
  type FiguraChangeEventDetail,
  type FiguraSaveEventDetail,
  type FiguraReadyEventDetail,
  type FiguraErrorEventDetail,
} from './figura-editor';
export { defineFiguraElements } from './register';
