// A plasmid map drawn from GenBank or a feature table (parse.ts says which formats).
import type { ScientificKind } from '../types';
import { describePlasmid } from './describe';
import { drawPlasmid, PLASMID_COLOUR_KINDS } from './draw';
import { parsePlasmid, type PlasmidData } from './parse';
import { sample } from './sample';

export type { PlasmidData, PlasmidFeature } from './parse';

export const plasmidMapKind: ScientificKind<'plasmid_map', PlasmidData> = {
  type: 'plasmid_map',
  parse: parsePlasmid,
  draw: drawPlasmid,
  describe: describePlasmid,
  colourNames: (_data, _options, t) =>
    PLASMID_COLOUR_KINDS.map((kind) => t(`scientific.plasmid_map.colours.${kind}`)),
  sample,
  sampleFile: 'pUC19.gb',
  accept: '.gb,.gbk,.genbank,.gbff,.ape,.csv,.tsv,.txt',
  size: { width: 520, height: 400 },
};
