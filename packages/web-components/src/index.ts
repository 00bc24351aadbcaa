export {
  FiguraEditorElement,
  type FiguraChangeEventDetail,
  type FiguraSaveEventDetail,
  type FiguraReadyEventDetail,
  type FiguraErrorEventDetail,
} from './figura-editor';
export { FiguraGalleryElement, type FiguraSelectEventDetail } from './figura-gallery';
export {
  FiguraAbstractBuilderElement,
  type FiguraAbstractBuilderEventMap,
  type FiguraBuilderChangeEventDetail,
  type FiguraBuilderErrorEventDetail,
  type FiguraBuilderReadyEventDetail,
  type FiguraContinueEventDetail,
  type FiguraExportEventDetail,
} from './builder/figura-abstract-builder';
export {
  FiguraViewerElement,
  type FiguraViewerEventMap,
  type FiguraSlideChangeEventDetail,
  type FiguraViewerErrorEventDetail,
  type FiguraViewerReadyEventDetail,
} from './viewer/figura-viewer';
