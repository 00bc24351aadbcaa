// The tree in a sentence or two for screen readers: its tips, its named clades, how deep it is.
import type { Translate } from '../../i18n/create-i18n';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { layoutTree, lengthLabel } from './layout';
import type { PhyloTree } from './parse';

/** Names listed before "and N more": enough to recognise the tree, short enough to listen to. */
const LISTED = 10;

export function listNames(names: readonly string[], t: Translate): string {
  const shown = names.slice(0, LISTED).join(', ');
  return names.length > LISTED
    ? t('scientific.phylo_tree.describeMore', { list: shown, count: names.length - LISTED })
    : shown;
}

export function describeTree(
  tree: PhyloTree,
  options: ScientificOptions<'phylo_tree'>,
  t: Translate,
): string {
  const layout = layoutTree(tree, options);
  const tipNames = tree.tips.map((tip) => tree.nodes[tip]!.label).filter(Boolean);
  const sentences = [
    t('scientific.phylo_tree.describe', { count: tree.tips.length, tips: listNames(tipNames, t) }),
  ];
  if (layout.clades.length > 0) {
    const names = layout.clades.map(({ node }) => tree.nodes[node]!.label);
    sentences.push(t('scientific.phylo_tree.describeClades', { clades: listNames(names, t) }));
  }
  if (layout.usesLengths && layout.maxDepth > 0)
    sentences.push(
      t('scientific.phylo_tree.describeDepth', {
        depth: lengthLabel(Number(layout.maxDepth.toPrecision(3))),
      }),
    );
  const text = sentences.join(' ');
  return text.length > 600 ? `${text.slice(0, 598)}…` : text;
}
