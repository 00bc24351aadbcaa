export type { FabricModule, FabricObject } from './types';
export { getElementId } from './types';
export { canUpdateFabricObject, createFabricObject, updateFabricObject } from './objects';
export { elementPatchFromFabric } from './patch';
export { renderDocumentToCanvas, type RenderOptions } from './document';
export { segmentPathData, arrowHeadLength } from './segment';
