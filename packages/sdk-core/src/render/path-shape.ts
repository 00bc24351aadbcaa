import type { TSimplePathData } from 'fabric';
import type {
  DynamicShapeElement,
  PathElement,
  PolygonElement,
  ShapeElement,
} from '../schema/document/elements';
import { pathShapeProps } from './props';
import { dynamicShapePathData } from './shapes/dynamic';
import { polygonPath, shapePathData } from './shapes/library';
import type { FabricModule, FabricObject } from './types';

export type PathShapeElement = ShapeElement | DynamicShapeElement | PathElement | PolygonElement;

/** The element's outline as path data, in its own coordinates. */
function sourcePathData(element: PathShapeElement): string {
  switch (element.type) {
    case 'shape':
      return shapePathData(element.shapeKind, element.width, element.height);
    case 'dynamic_shape':
      return dynamicShapePathData(element);
    case 'path':
      return element.d;
    case 'polygon':
      return polygonPath(element.points);
  }
}

/**
 * The path scaled and moved so its bounds are exactly the box (0..w, 0..h): a path or polygon
 * fills its box whatever its own coordinates, and fabric's stroke then grows the box as for a rect.
 */
function fitPathToBox(fabric: FabricModule, d: string, w: number, h: number): TSimplePathData {
  const path = fabric.util.makePathSimpler(fabric.util.parsePath(d));
  const probe = new fabric.Path(path);
  const left = probe.pathOffset.x - probe.width / 2;
  const top = probe.pathOffset.y - probe.height / 2;
  const sx = probe.width > 0 ? w / probe.width : 1;
  const sy = probe.height > 0 ? h / probe.height : 1;
  return path.map((command) => {
    const [name, ...numbers] = command as unknown as [string, ...number[]];
    const mapped = numbers.map((value, index) =>
      index % 2 === 0 ? (value - left) * sx : (value - top) * sy,
    );
    return [name, ...mapped];
  }) as unknown as TSimplePathData;
}

export function createPathShapeObject(
  fabric: FabricModule,
  element: PathShapeElement,
): FabricObject {
  const path = fitPathToBox(fabric, sourcePathData(element), element.width, element.height);
  return new fabric.Path(path, pathShapeProps(element));
}
