// The gel or blot: bands by lane, placed by the log of their size against a ladder.
import type { ScientificKind } from '../types';
import { describeGel } from './describe';
import { drawGel } from './draw';
import { parseGel, type GelData } from './parse';
import { sample } from './sample';

export type { GelBand, GelData, GelLane } from './parse';

export const gelKind: ScientificKind<'gel', GelData> = {
  type: 'gel',
  parse: parseGel,
  draw: drawGel,
  describe: describeGel,
  sample,
  sampleFile: 'genotyping-gel.csv',
  accept: '.csv,.tsv,.txt',
  size: { width: 360, height: 320 },
};
