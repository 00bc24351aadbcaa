// The survival curve: a table of times and events drawn as Kaplan-Meier curves per group.
import type { ScientificKind } from '../types';
import { describeSurvival } from './describe';
import { drawSurvival } from './draw';
import { parseSurvival, type SurvivalData } from './parse';
import { sample } from './sample';

export type { SurvivalData, SurvivalGroup, Subject } from './parse';

export const survivalCurveKind: ScientificKind<'survival_curve', SurvivalData> = {
  type: 'survival_curve',
  parse: (source) => parseSurvival(source),
  draw: drawSurvival,
  describe: describeSurvival,
  colourNames: (data, _options, t) =>
    data.groups.map((group) => group.name || t('scientific.survival_curve.allSubjects')),
  sample,
  sampleFile: 'survival.csv',
  accept: '.csv,.tsv,.txt',
  size: { width: 480, height: 360 },
};
