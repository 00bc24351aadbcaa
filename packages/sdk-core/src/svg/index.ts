export { sanitizeSvg, sanitizeSvgTree, sanitizeSvgWithReport, serializeSvg } from './sanitize';
export { sanitizeSvgBytes, storedSvgBase64Problem, storedSvgProblem } from './stored';
export type { SanitizedSvg, SvgRemoval, SvgRemovalKind } from './report';
export { describeRemoval, notableRemovals } from './report';
export { parseSvg, type SvgElementNode, type SvgNode, type SvgTextNode } from './parse';
export { recolorSvg, recolorSvgTree, svgColourParts, type RecolourOptions } from './recolor';
export { normaliseColour } from './colours';
