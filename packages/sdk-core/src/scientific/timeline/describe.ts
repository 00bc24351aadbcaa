// The timeline in a sentence for screen readers: its extent and its events in order of time.
import type { Translate } from '../../i18n/create-i18n';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { timeText } from './axis';
import type { TimelineData } from './parse';

/** Events listed before "and N more". */
const LISTED = 12;

export function describeTimeline(
  data: TimelineData,
  options: ScientificOptions<'timeline'>,
  t: Translate,
): string {
  const at = (value: number) => timeText(value, options.unit, t);
  const events = [...data.events].sort((a, b) => a.time - b.time);
  const items = events.map((event) =>
    t('scientific.timeline.describeEvent', {
      label: event.label || t(`scientific.timeline.kinds.${event.kind}`),
      when:
        event.end === null
          ? at(event.time)
          : t('scientific.timeline.describeSpan', { from: at(event.time), to: at(event.end) }),
    }),
  );
  const listed = items.slice(0, LISTED).join(', ');
  const text = t('scientific.timeline.describe', {
    count: events.length,
    from: at(events[0]?.time ?? 0),
    to: at(Math.max(...events.map((event) => event.end ?? event.time))),
    events:
      items.length > LISTED
        ? t('scientific.timeline.describeMore', { list: listed, count: items.length - LISTED })
        : listed,
  });
  return text.length > 600 ? `${text.slice(0, 598)}…` : text;
}
