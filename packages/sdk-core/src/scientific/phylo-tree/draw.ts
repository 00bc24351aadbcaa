// A tree drawn rectangular (tips top to bottom, branches as elbows) or circular (tips around a
// circle); named clades coloured, tip names beside the tips, and a scale bar for branch lengths.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth, num, svgDocument, textAt } from '../svg';
import type { DrawContext } from '../types';
import { BranchPaths, cladeLabel, INK, labelEvery, scaleBar, type TreeDrawing } from './branches';
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
  const right = Math.max(left + 1, width - pad - drawing.labelWidth - textSize * 0.4);
  const top = pad + textSize * 0.6;
  const bottom = Math.max(top, height - pad - drawing.scaleBarSpace - textSize * 0.4);
  const tipCount = tree.tips.length;
  const xOf = (node: number) =>
    layout.maxDepth > 0 ? left + (layout.depth[node]! / layout.maxDepth) * (right - left) : left;
  const yOf = (node: number) =>
    tipCount > 1
      ? top + (layout.slot[node]! / (tipCount - 1)) * (bottom - top)
      : (top + bottom) / 2;

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

  const every = labelEvery(tipCount > 1 ? (bottom - top) / (tipCount - 1) : height, textSize);
  const labels = tree.tips.flatMap((tip, index) =>
    index % every === 0 && tree.nodes[tip]!.label
      ? [
          textAt(xOf(tip) + textSize * 0.4, yOf(tip) + textSize * 0.35, tree.nodes[tip]!.label, {
            size: textSize,
            font,
          }),
        ]
      : [],
  );

  // A clade's name sits on its stem, just left of its node (never past the box's edge); a pale
  // backing keeps it legible where it runs over the root's branches.
  const cladeLabels = layout.clades.map(({ node, colour }) => {
    const text = tree.nodes[node]!.label;
    const start = Math.max(pad, xOf(node) - textSize * 0.3 - estimateWidth(text, textSize));
    return cladeLabel(text, start, yOf(node) - textSize * 0.35, context.colour(colour), context);
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
