import type { Point } from './elements/base';
import type { ConnectorElement, RightAngleLineElement } from './elements';

/** The corner points of an elbow connector, from its start to its end. */
export function elbowPoints(
  element: Pick<RightAngleLineElement, 'x1' | 'y1' | 'x2' | 'y2' | 'route' | 'midRatio'>,
): Point[] {
  const { x1, y1, x2, y2, midRatio } = element;
  if (element.route === 'vhv') {
    const my = y1 + (y2 - y1) * midRatio;
    return [
      { x: x1, y: y1 },
      { x: x1, y: my },
      { x: x2, y: my },
      { x: x2, y: y2 },
    ];
  }
  const mx = x1 + (x2 - x1) * midRatio;
  return [
    { x: x1, y: y1 },
    { x: mx, y: y1 },
    { x: mx, y: y2 },
    { x: x2, y: y2 },
  ];
}

/** The points a connector passes through, in canvas (or parent group) coordinates. */
export function connectorPoints(element: ConnectorElement): Point[] {
  switch (element.type) {
    case 'DynamicLine':
      return element.points;
    case 'right_angle_line':
      return elbowPoints(element);
    default:
      return [
        { x: element.x1, y: element.y1 },
        { x: element.x2, y: element.y2 },
      ];
  }
}

/** A connector moved by (dx, dy): every point moves, attachments stay. */
export function moveConnector<T extends ConnectorElement>(element: T, dx: number, dy: number): T {
  if (element.type === 'DynamicLine') {
    return { ...element, points: element.points.map((p) => ({ x: p.x + dx, y: p.y + dy })) };
  }
  const segment = element as Exclude<ConnectorElement, { type: 'DynamicLine' }>;
  return {
    ...element,
    x1: segment.x1 + dx,
    y1: segment.y1 + dy,
    x2: segment.x2 + dx,
    y2: segment.y2 + dy,
  };
}
