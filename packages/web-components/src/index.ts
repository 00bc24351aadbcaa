export {
  FiguraEditorElement,
  type FiguraChangeEventDetail,
  type FiguraSaveEventDetail,
  type FiguraReadyEventDetail,
  type FiguraErrorEventDetail,
} from './figura-editor';
export { FiguraGalleryElement, type FiguraSelectEventDetail } from './figura-gallery';
export { defineFiguraElements } from './register';
