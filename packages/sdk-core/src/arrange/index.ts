export { alignElements, distributeElements, type Alignment, type Axis } from './align';
export { reorderElements, moveElementTo, type ZOrder } from './order';
export {
  DUPLICATE_OFFSET,
  duplicateOffset,
  duplicateElements,
  flipElements,
  insertCopies,
  nudgeElements,
  renameElement,
  setHidden,
  setLocked,
  setOpacity,
  withNewIds,
  type CreateId,
  type InsertResult,
} from './edit';
export {
  groupElements,
  isGroupElement,
  supportsGroups,
  ungroupElements,
  type GroupLike,
} from './group';
export {
  CLIPBOARD_KIND,
  isFiguraClipboardText,
  parseClipboard,
  pasteElements,
  serializeClipboard,
} from './clipboard';
export {
  elementBounds,
  elementOutline,
  unionBounds,
  translateElement,
  transformElement,
  type Bounds,
  type Point,
} from '../schema/document/geometry';
export {
  CANVAS_PRESETS,
  CANVAS_SIZE_RANGE,
  clampCanvasDimension,
  cmToPx,
  fromPx,
  parseCanvasDimension,
  paperSizeOf,
  withPaperWidth,
  presetOf,
  pxToCm,
  toPx,
  type CanvasPreset,
  type CanvasSize,
  type LengthUnit,
} from './canvas-size';
export {
  buildSnapTargets,
  snapBounds,
  snapResizeEdges,
  type ResizeEdges,
  type ResizeSnapResult,
  type SnapGuide,
  type SnapResult,
  type SnapTargets,
} from './snapping';
export { gridSpacing, rulerTicks } from './grid';
