// A lipid bilayer (straight, bent or round a cell) with slots where proteins sit.
import type { ScientificKind } from '../types';
import { describeMembrane } from './describe';
import { drawMembrane } from './draw';
import { parseMembrane, type MembraneData } from './parse';
import { sample } from './sample';

export { slotFrames, type SlotFrame } from './layout';
export type { MembraneData, MembraneSlot } from './parse';

export const membraneKind: ScientificKind<'membrane', MembraneData> = {
  type: 'membrane',
  parse: parseMembrane,
  draw: drawMembrane,
  describe: describeMembrane,
  colourNames: (_data, _options, t) => [t('scientific.membrane.heads')],
  sample,
  sampleFile: 't-cell-membrane.csv',
  accept: '.csv,.tsv,.txt',
  size: { width: 480, height: 240 },
};
