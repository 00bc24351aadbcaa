// The phylogenetic tree: a Newick file drawn as a rectangular or circular tree.
import type { ScientificKind } from '../types';
import { describeTree } from './describe';
import { drawTree } from './draw';
import { layoutTree } from './layout';
import { parseNewick, type PhyloTree } from './parse';
import { sample } from './sample';

export type { PhyloTree, TreeNode } from './parse';

export const phyloTreeKind: ScientificKind<'phylo_tree', PhyloTree> = {
  type: 'phylo_tree',
  parse: (source) => parseNewick(source),
  draw: drawTree,
  describe: describeTree,
  // Each named clade takes the next colour (layout.ts), in Newick order.
  colourNames: (tree, options) =>
    layoutTree(tree, options).clades.map(({ node }) => tree.nodes[node]!.label),
  sample,
  sampleFile: 'primates.nwk',
  accept: '.nwk,.newick,.tree,.tre,.txt',
  size: { width: 480, height: 320 },
};
