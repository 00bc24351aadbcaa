export * from './constants';
export * from './elements';
export * from './document';
export * from './migrations';
export * from './creation';
export * from './replies';
export * from './auth';
export * from './http';
export * from './sign-on';
export * from './ids';
export * from './connectors';
export * from './attachments';
export * from './defaults';
export * from './issues';
export * from './messages';
export { LINKED_IMAGE_MESSAGE, linkedImagePaths } from './linked-images';
export {
  sanitizeSvg,
  sanitizeSvgBytes,
  sanitizeSvgWithReport,
  storedSvgProblem,
  recolorSvgParts,
  svgPartIds,
  type SanitizedSvg,
  type SvgRemoval,
  type SvgRemovalKind,
} from '../svg';
export { chartSvg } from './chart-svg';
export { isStorableText } from './strings';
export { MAX_JSON_DEPTH, JSON_DEPTH_MESSAGE, nestingProblem } from './nesting';
