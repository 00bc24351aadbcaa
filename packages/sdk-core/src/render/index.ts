export type { CreateObjectOptions, FabricModule, FabricObject } from './types';
export { getElementId } from './types';
export { canUpdateFabricObject, createFabricObject, updateFabricObject } from './objects';
export { elementPatchFromFabric } from './patch';
export { renderDocumentToCanvas, type RenderOptions } from './document';
export { connectorNeedsFill, connectorPathData, segmentPathData, arrowHeadLength } from './segment';
export { headShape, FILLED_HEADS } from './heads';
export { shapePathData, regularPolygonPoints } from './shapes/library';
export { dynamicShapePathData, DYNAMIC_SHAPE_DEFAULTS } from './shapes/dynamic';
// For the server's vector exports (@figura/export): an illustration's markup as the renderer
// draws it, and the SVG tree the sanitiser reads and writes.
export { illustrationMarkup, illustrationPixelSize, type SvgImageElement } from './illustration';
export { parseSvg, type SvgElementNode, type SvgNode, type SvgTextNode } from '../svg/parse';
export { escapeXmlText, serializeSvg } from '../svg/serialize';
export { englishPlanLabel, englishWatermarkText, withWatermark } from './watermark';
// The PPTX export indents a list as the editor does.
export { listIndent, listMarkers } from './list-textbox';
