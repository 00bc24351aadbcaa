// The well plate: a 6- to 384-well plate coloured from a list of wells or a plate-reader grid.
import type { ScientificKind } from '../types';
import { describeWellPlate } from './describe';
import { drawWellPlate } from './draw';
import { parseWellPlate, type PlateData } from './parse';
import { sample } from './sample';

export { plateLayout, type WellCount } from './layout';
export { toggleWellMark } from './toggle';
export type { PlateData, PlateWell } from './parse';

export const wellPlateKind: ScientificKind<'well_plate', PlateData> = {
  type: 'well_plate',
  parse: parseWellPlate,
  draw: drawWellPlate,
  describe: describeWellPlate,
  // Numbers take the colour scale; each mark word takes a palette colour.
  colourNames: (data) => data.marks,
  sample,
  sampleFile: 'elisa-plate.csv',
  accept: '.csv,.tsv,.txt',
  size: { width: 480, height: 320 },
};
