export { exportSlides, SINGLE_SLIDE_FORMATS } from './export.ts';
export {
  EXPORT_FORMATS,
  MAX_DPI,
  MIN_DPI,
  SIZE_UNITS,
  exportOptionsProblem,
  type ExportFormat,
  type ExportOptions,
  type ExportResult,
  type SizeUnit,
} from './options.ts';
export { renderSlidePng } from './raster.ts';
export { registerFontsOnce, withDrawnDocument, withFabricCanvas } from './renderer.ts';
export { readSlideDocuments } from './cli.ts';
