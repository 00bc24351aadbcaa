// A tree drawn rectangular (tips top to bottom, branches as elbows) or circular (tips around a
// circle); named clades coloured, tip names beside the tips, and a scale bar for branch lengths.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth, num, svgDocument, textAt } from '../svg';
import type { DrawContext } from '../types';
import {
  BranchPaths,
  cladeMarks,
  cladeNameWidth,
  INK,
  labelEvery,
  leftOutEvery,
  scaleBar,
  tipNameSize,
  type TreeDrawing,
} from './branches';
import { drawCircular } from './draw-circular';
import { layoutTree } from './layout';
import type { PhyloTree } from './parse';

export function drawTree(
  tree: PhyloTree,
  options: ScientificOptions<'phylo_tree'>,
  context: DrawContext,
): string {
  const layout = layoutTree(tree, options);
  const showScale = options.scaleBar && layout.usesLengths && layout.maxDepth > 0;
  const widest = Math.max(
    0,
    ...tree.tips.map((tip) => estimateWidth(tree.nodes[tip]!.label, context.textSize)),
  );
  const drawing: TreeDrawing = {
    tree,
    layout,
    context,
    colourOf: (node) => {
      const clade = layout.clade[node]!;
      return clade < 0 ? INK : context.colour(clade);
    },
    scaleBarSpace: showScale ? context.textSize * 2.4 : 0,
    labelWidth: Math.min(widest, context.width * (options.layout === 'circular' ? 0.22 : 0.4)),
  };
  const body = options.layout === 'circular' ? drawCircular(drawing) : drawRectangular(drawing);
  return svgDocument(context.width, context.height, body);
}

function drawRectangular(drawing: TreeDrawing): string {
  const { tree, layout, context, colourOf } = drawing;
  const { width, height, textSize, font } = context;
  const pad = textSize * 0.6;
  const left = pad + textSize * 0.5;
  // Named clades are marked beyond the tip names (a bar along their tips, the name beside it),
  // never over the branches.
  // A name too long for a quarter of the box is set smaller (not below 60 %) rather than cut.
  const { marks, columns } = cladeMarks(drawing);
  const widestName = cladeNameWidth(marks, textSize, Infinity);
  const shrink = widestName > 0 ? Math.max(0.6, Math.min(1, (width * 0.25) / widestName)) : 1;
  const nameSize = shrink * textSize;
  const columnWidth = textSize * 0.9 + widestName * shrink;
  const right = Math.max(
    left + 1,
    width - pad - drawing.labelWidth - textSize * 0.4 - columns * columnWidth,
  );
  const top = pad + textSize * 0.6;
  const bottom = Math.max(top, height - pad - drawing.scaleBarSpace - textSize * 0.4);
  const tipCount = tree.tips.length;
  const xOf = (node: number) =>
    layout.maxDepth > 0 ? left + (layout.depth[node]! / layout.maxDepth) * (right - left) : left;
  const ySlot = (slot: number) =>
    tipCount > 1 ? top + (slot / (tipCount - 1)) * (bottom - top) : (top + bottom) / 2;
  const yOf = (node: number) => ySlot(layout.slot[node]!);

  const paths = new BranchPaths(Math.max(1, textSize / 9));
  tree.nodes.forEach((node, index) => {
    const y = yOf(index);
    if (node.parent >= 0)
      paths.add(colourOf(index), `M${num(xOf(node.parent))} ${num(y)}H${num(xOf(index))}`);
    if (node.children.length > 1) {
      const first = node.children[0]!;
      const last = node.children[node.children.length - 1]!;
      paths.add(colourOf(index), `M${num(xOf(index))} ${num(yOf(first))}V${num(yOf(last))}`);
    }
  });

  const spacing = tipCount > 1 ? (bottom - top) / (tipCount - 1) : height;
  const tipSize = tipNameSize(spacing, textSize);
  const every = labelEvery(spacing, tipSize);
  context.leftOut?.(leftOutEvery(tree, every));
  const labels = tree.tips.flatMap((tip, index) =>
    index % every === 0 && tree.nodes[tip]!.label
      ? [
          textAt(xOf(tip) + textSize * 0.4, yOf(tip) + tipSize * 0.35, tree.nodes[tip]!.label, {
            size: tipSize,
            font,
          }),
        ]
      : [],
  );

  const tipsEnd = right + textSize * 0.4 + drawing.labelWidth;
  const cladeLabels = marks.map((mark) => {
    const x = tipsEnd + textSize * 0.5 + mark.column * columnWidth;
    const y1 = ySlot(mark.firstTip) - textSize * 0.45;
    const y2 = ySlot(mark.lastTip) + textSize * 0.45;
    return (
      `<path d="M${num(x)} ${num(y1)}V${num(y2)}" stroke="${mark.colour}" stroke-width="${num(Math.max(1.5, textSize / 6))}"/>` +
      textAt(x + textSize * 0.35, (y1 + y2) / 2 + nameSize * 0.35, mark.text, {
        size: nameSize,
        fill: mark.colour,
        font,
      })
    );
  });

  const scale = drawing.scaleBarSpace
    ? scaleBar(
        left,
        height - pad - textSize * 1.4,
        (right - left) / layout.maxDepth,
        layout.maxDepth,
        context,
      )
    : '';
  return `<g>${paths.markup()}</g><g>${labels.join('')}</g><g>${cladeLabels.join('')}</g>${scale}`;
}
