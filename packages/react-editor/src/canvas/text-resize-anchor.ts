// A text made narrower or wider by its side handle keeps its top edge where it was, and grows or
// shrinks downwards, as one expects of words that rewrap. fabric keeps the side handles' vertical
// middle fixed instead, so a step text narrowed from one line to three moved 44 px up onto the
// icons above it.
import type { Canvas, FabricObject, Point, Transform } from 'fabric';

export function installTextResizeAnchor(canvas: Canvas): void {
  // The top edge's point on the side that stays, per gesture, where it was when it began.
  const anchors = new WeakMap<Transform, Point>();
  const anchorOf = (target: FabricObject, transform: Transform) =>
    target.translateToOriginPoint(target.getCenterPoint(), transform.originX, 'top');

  canvas.on('before:transform', ({ transform }) => {
    const { target } = transform;
    if (target.type === 'textbox') anchors.set(transform, anchorOf(target, transform));
  });
  canvas.on('object:resizing', ({ target, transform }) => {
    const anchor = anchors.get(transform);
    if (!anchor || target.type !== 'textbox') return;
    target.setPositionByOrigin(anchor, transform.originX, 'top');
    target.setCoords();
  });
}
