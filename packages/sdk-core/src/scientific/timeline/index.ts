// The experiment timeline: a table of timed events drawn on one axis, marked by kind.
import type { ScientificKind } from '../types';
import { describeTimeline } from './describe';
import { drawTimeline } from './draw';
import { parseTimeline, TIMELINE_KINDS, type TimelineData } from './parse';
import { sample } from './sample';

export type { TimelineData, TimelineEvent, TimelineKind } from './parse';

export const timelineKind: ScientificKind<'timeline', TimelineData> = {
  type: 'timeline',
  parse: (source) => parseTimeline(source),
  draw: drawTimeline,
  describe: describeTimeline,
  colourNames: (_data, _options, t) =>
    TIMELINE_KINDS.map((kind) => t(`scientific.timeline.kinds.${kind}`)),
  sample,
  sampleFile: 'timeline.csv',
  accept: '.csv,.tsv,.txt',
  size: { width: 640, height: 240 },
};
