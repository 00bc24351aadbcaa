export type { CreateObjectOptions, FabricModule, FabricObject } from './types';
export { getElementId } from './types';
export { canUpdateFabricObject, createFabricObject, updateFabricObject } from './objects';
export { elementPatchFromFabric } from './patch';
export { renderDocumentToCanvas, type RenderOptions } from './document';
export { connectorNeedsFill, connectorPathData, segmentPathData, arrowHeadLength } from './segment';
export { headShape, FILLED_HEADS } from './heads';
export { shapePathData, regularPolygonPoints } from './shapes/library';
export { dynamicShapePathData, DYNAMIC_SHAPE_DEFAULTS } from './shapes/dynamic';
