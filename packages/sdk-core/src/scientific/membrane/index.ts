// A lipid bilayer (straight, bent or round a cell) with slots where proteins sit.
import type { ScientificKind } from '../types';
import { describeMembrane } from './describe';
import { drawMembrane } from './draw';
import { parseMembrane, type MembraneData } from './parse';
import { sample } from './sample';

import { slotFrames } from './layout';

export { slotFrames, type SlotFrame } from './layout';
export type { MembraneData, MembraneSlot } from './parse';

const round = (value: number) => Math.round(value * 100) / 100;

export const membraneKind: ScientificKind<'membrane', MembraneData> = {
  type: 'membrane',
  parse: parseMembrane,
  draw: drawMembrane,
  describe: describeMembrane,
  colourNames: (_data, _options, t) => [t('scientific.membrane.heads')],
  stored: (data, options, { width, height, textSize }) => ({
    // Hundredths of a pixel are plenty, and keep the stored document short.
    slots: slotFrames(data, options, width, height, textSize).map((frame) => ({
      x: round(frame.x),
      y: round(frame.y),
      angle: round(frame.angle),
      width: round(frame.width),
      height: round(frame.height),
    })),
  }),
  sample,
  sampleFile: 't-cell-membrane.csv',
  accept: '.csv,.tsv,.txt',
  size: { width: 480, height: 240 },
};
