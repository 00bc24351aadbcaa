// One entry per scientific type: its parser, drawing, alt-text draft and sample (types.ts).
import type { ScientificType } from '../schema/document/scientific-kinds';
import { gelKind } from './gel';
import { geneStructureKind } from './gene-structure';
import { membraneKind } from './membrane';
import { nucleicAcidKind } from './nucleic-acid';
import { phyloTreeKind } from './phylo-tree';
import { plasmidMapKind } from './plasmid-map';
import { survivalCurveKind } from './survival-curve';
import { timelineKind } from './timeline';
import type { ScientificKind } from './types';
import { wellPlateKind } from './well-plate';

export const SCIENTIFIC_KINDS: { [T in ScientificType]: ScientificKind<T, unknown> } = {
  nucleic_acid: nucleicAcidKind as ScientificKind<'nucleic_acid', unknown>,
  membrane: membraneKind as ScientificKind<'membrane', unknown>,
  well_plate: wellPlateKind as ScientificKind<'well_plate', unknown>,
  gel: gelKind as ScientificKind<'gel', unknown>,
  plasmid_map: plasmidMapKind as ScientificKind<'plasmid_map', unknown>,
  gene_structure: geneStructureKind as ScientificKind<'gene_structure', unknown>,
  phylo_tree: phyloTreeKind as ScientificKind<'phylo_tree', unknown>,
  survival_curve: survivalCurveKind as ScientificKind<'survival_curve', unknown>,
  timeline: timelineKind as ScientificKind<'timeline', unknown>,
};
