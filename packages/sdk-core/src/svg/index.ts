export { sanitizeSvg, sanitizeSvgTree, serializeSvg } from './sanitize';
export { svgSafetyProblem } from './safety';
export { parseSvg, type SvgElementNode, type SvgNode, type SvgTextNode } from './parse';
export { recolorSvgParts, svgPartIds } from './recolor';
