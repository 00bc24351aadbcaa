// The circular layout: the root at the centre, tips evenly around the circle (clockwise from the
// top, in Newick order), distance from the centre as in the rectangular tree, arcs joining a
// clade's children, tip names turned to read outwards (flipped on the left so none is upside down),
// named clades marked by an arc beyond the tip names with the name outside it.
import { num, textAt } from '../svg';
import {
  BranchPaths,
  cladeMarks,
  labelEvery,
  leftOutEvery,
  scaleBar,
  tipNameSize,
  type TreeDrawing,
} from './branches';

export function drawCircular(drawing: TreeDrawing): string {
  const { tree, layout, context, colourOf } = drawing;
  const { width, height, textSize, font } = context;
  const pad = textSize * 0.6;
  const gap = textSize * 0.4;
  const usableHeight = height - drawing.scaleBarSpace;
  const outer = Math.max(4, Math.min(width, usableHeight) / 2 - pad);
  const labelWidth = Math.min(drawing.labelWidth, outer * 0.4);
  const { marks, columns } = cladeMarks(drawing);
  const ringWidth = textSize * 0.8;
  const cladeRoom = columns > 0 ? textSize * 1.7 + columns * ringWidth : 0;
  const radius = Math.max(2, outer - labelWidth - gap - cladeRoom);
  const cx = width / 2;
  const cy = usableHeight / 2;
  const tipCount = tree.tips.length;

  const angleOf = (node: number) =>
    -Math.PI / 2 + (2 * Math.PI * layout.slot[node]!) / Math.max(1, tipCount);
  const radiusOf = (node: number) =>
    layout.maxDepth > 0 ? (layout.depth[node]! / layout.maxDepth) * radius : 0;
  const point = (angle: number, r: number) =>
    `${num(cx + r * Math.cos(angle))} ${num(cy + r * Math.sin(angle))}`;

  const paths = new BranchPaths(Math.max(1, textSize / 9));
  tree.nodes.forEach((node, index) => {
    const angle = angleOf(index);
    const r = radiusOf(index);
    if (node.parent >= 0)
      paths.add(colourOf(index), `M${point(angle, radiusOf(node.parent))}L${point(angle, r)}`);
    if (node.children.length > 1 && r > 0.5) {
      const from = angleOf(node.children[0]!);
      const to = angleOf(node.children[node.children.length - 1]!);
      const large = to - from > Math.PI ? 1 : 0;
      paths.add(
        colourOf(index),
        `M${point(from, r)}A${num(r)} ${num(r)} 0 ${large} 1 ${point(to, r)}`,
      );
    }
  });

  const spacing = (2 * Math.PI * radius) / Math.max(1, tipCount);
  const tipSize = tipNameSize(spacing, textSize);
  const every = labelEvery(spacing, tipSize);
  context.leftOut?.(leftOutEvery(tree, every));
  const labels = tree.tips.flatMap((tip, index) => {
    const text = tree.nodes[tip]!.label;
    if (index % every !== 0 || !text) return [];
    const angle = angleOf(tip);
    const r = radiusOf(tip) + gap;
    const x = cx + r * Math.cos(angle);
    const y = cy + r * Math.sin(angle);
    const onLeft = Math.cos(angle) < -1e-9;
    const degrees = (angle * 180) / Math.PI + (onLeft ? 180 : 0);
    return [
      `<g transform="rotate(${num(degrees)} ${num(x)} ${num(y)})">` +
        textAt(x, y + tipSize * 0.35, text, {
          size: tipSize,
          anchor: onLeft ? 'end' : 'start',
          font,
        }) +
        '</g>',
    ];
  });

  const tipStep = (2 * Math.PI) / Math.max(1, tipCount);
  const cladeLabels = marks.map((mark) => {
    const ring = radius + gap + labelWidth + textSize * 0.5 + mark.column * ringWidth;
    const from = angleOf(tree.tips[mark.firstTip]!) - tipStep * 0.3;
    const to = angleOf(tree.tips[mark.lastTip]!) + tipStep * 0.3;
    const middle = (from + to) / 2;
    const large = to - from > Math.PI ? 1 : 0;
    const reach = ring + textSize * 0.5;
    const onLeft = Math.cos(middle) < -1e-9;
    const x = Math.min(width - pad, Math.max(pad, cx + reach * Math.cos(middle)));
    const y = cy + reach * Math.sin(middle) + textSize * 0.35 * (1 + Math.sin(middle));
    return (
      `<path d="M${point(from, ring)}A${num(ring)} ${num(ring)} 0 ${large} 1 ${point(to, ring)}" fill="none" stroke="${mark.colour}" stroke-width="${num(Math.max(1.5, textSize / 6))}"/>` +
      textAt(x, Math.min(usableHeight - pad, Math.max(textSize, y)), mark.text, {
        size: textSize,
        anchor: Math.abs(Math.cos(middle)) < 0.25 ? 'middle' : onLeft ? 'end' : 'start',
        fill: mark.colour,
        font,
      })
    );
  });

  const scale = drawing.scaleBarSpace
    ? scaleBar(
        pad + textSize * 0.5,
        height - pad - textSize * 1.4,
        radius / layout.maxDepth,
        layout.maxDepth,
        context,
      )
    : '';
  return `<g>${paths.markup()}</g><g>${labels.join('')}</g><g>${cladeLabels.join('')}</g>${scale}`;
}
