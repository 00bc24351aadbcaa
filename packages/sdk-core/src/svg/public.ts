// The sanitiser's public names, one list for both entries that offer them
// (@figura/sdk-core/schema and the zod-free @figura/sdk-core/model).
export {
  describeRemoval,
  notableRemovals,
  sanitizeSvg,
  sanitizeSvgBytes,
  sanitizeSvgWithReport,
  storedSvgProblem,
  recolorSvg,
  svgColourParts,
  normaliseColour,
  type RecolourOptions,
  type SanitizedSvg,
  type SvgRemoval,
  type SvgRemovalKind,
} from './index';
export { MAX_SVG_CHARACTERS, MAX_SVG_FILE_BYTES } from './limits';
export { svgLengthInPx } from './lengths';
