export { exportSlides } from './export.ts';
export { ConverterMissing } from './eps.ts';
export {
  exportOptionsProblem,
  withPaperWidth,
  type ExportOptions,
  type ExportResult,
} from './options.ts';
export { renderSlidePng } from './raster.ts';
export { registerFontsOnce, withDrawnDocument, withFabricCanvas } from './renderer.ts';
export { readSlideDocuments } from './cli.ts';
export {
  buildSubmissionPackage,
  SubmissionRefused,
  type SubmissionPackage,
} from './submission-package.ts';
