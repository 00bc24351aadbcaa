// Where each node of a tree stands, before any drawing: its distance from the root (summed branch
// lengths, or steps with the tips aligned) and its place among the tips (a clade midway between
// its first and last child), plus which named clade colours it.
import type { PhyloTree } from './parse';

export interface TreeLayout {
  /** Each node's distance from the root, in branch-length units (or steps for a cladogram). */
  depth: number[];
  /** Each node's place among the tips: tip i at i, a clade midway between its outer children. */
  slot: number[];
  /** The places of each node's first and last tip (a tip's own for a tip). */
  firstTip: number[];
  lastTip: number[];
  /** The farthest node's depth (0 for a lone tip). */
  maxDepth: number;
  /** Whether depths are summed branch lengths (else a cladogram, tips aligned). */
  usesLengths: boolean;
  /** Each node's clade colour index (its nearest named clade, itself included), -1 for none. */
  clade: number[];
  /** The named clades, in Newick order: node index and colour index. */
  clades: { node: number; colour: number }[];
}

/** A label that is a number is a support value (bootstrap, posterior), not a clade's name. */
const isSupport = (label: string) => label !== '' && Number.isFinite(Number(label));

export function layoutTree(
  tree: PhyloTree,
  options: { lengths: boolean; clades: boolean },
): TreeLayout {
  const { nodes, tips } = tree;
  const count = nodes.length;
  const usesLengths = options.lengths && tree.hasLengths;

  // Children always come after their parent, so one backward pass sees children first.
  const height = new Array<number>(count).fill(0);
  const slot = new Array<number>(count).fill(0);
  const firstTip = new Array<number>(count).fill(0);
  const lastTip = new Array<number>(count).fill(0);
  tips.forEach((tip, index) => (slot[tip] = firstTip[tip] = lastTip[tip] = index));
  for (let index = count - 1; index >= 0; index -= 1) {
    const children = nodes[index]!.children;
    if (children.length === 0) continue;
    height[index] = 1 + Math.max(...children.map((child) => height[child]!));
    slot[index] = (slot[children[0]!]! + slot[children[children.length - 1]!]!) / 2;
    firstTip[index] = firstTip[children[0]!]!;
    lastTip[index] = lastTip[children[children.length - 1]!]!;
  }

  // Negative lengths (neighbour joining can give them) are drawn as zero.
  const depth = new Array<number>(count).fill(0);
  for (let index = 1; index < count; index += 1) {
    const node = nodes[index]!;
    depth[index] = usesLengths
      ? depth[node.parent]! + Math.max(0, node.length ?? 0)
      : height[0]! - height[index]!;
  }

  const clade = new Array<number>(count).fill(-1);
  const clades: TreeLayout['clades'] = [];
  for (let index = 1; index < count; index += 1) {
    const node = nodes[index]!;
    clade[index] = clade[node.parent]!;
    if (options.clades && node.children.length > 0 && node.label && !isSupport(node.label)) {
      clade[index] = clades.length;
      clades.push({ node: index, colour: clades.length });
    }
  }

  return {
    depth,
    slot,
    firstTip,
    lastTip,
    maxDepth: Math.max(0, ...depth),
    usesLengths,
    clade,
    clades,
  };
}

/** A round length (1, 2 or 5 times a power of ten) about a fifth of `span`, for a scale bar. */
export function scaleBarLength(span: number): number {
  if (!(span > 0)) return 0;
  const target = span / 5;
  const power = 10 ** Math.floor(Math.log10(target));
  const fraction = target / power;
  return (fraction >= 5 ? 5 : fraction >= 2 ? 2 : 1) * power;
}

/** A scale bar's length as written: no float noise (0.1 + 0.2 stays "0.3"). */
export const lengthLabel = (length: number) => String(Number(length.toPrecision(6)));
