export {
  FiguraEditorElement,
  type FiguraChangeEventDetail,
  type FiguraSaveEventDetail,
  type FiguraReadyEventDetail,
} from './figura-editor';
export { defineFiguraElements } from './register';
