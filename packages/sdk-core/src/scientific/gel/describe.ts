// The gel in words for screen readers: its kind and lanes, then each lane's bands by size.
import type { Translate } from '../../i18n/create-i18n';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import type { GelData } from './parse';

const MOST_CHARS = 600;

export function describeGel(data: GelData, options: ScientificOptions<'gel'>, t: Translate) {
  const unit = t(`scientific.gel.units.${options.kind}`);
  const sentences = [t(`scientific.gel.describe.${options.kind}`, { count: data.lanes.length })];
  for (const lane of data.lanes) {
    const sizes = [...new Set(lane.bands.map((band) => band.size))].sort((a, b) => b - a);
    if (sizes.length === 0)
      sentences.push(t('scientific.gel.describe.noBands', { lane: lane.name }));
    else if (lane.ladder)
      sentences.push(
        t('scientific.gel.describe.ladder', {
          lane: lane.name,
          largest: String(sizes[0]),
          smallest: String(sizes.at(-1)),
          unit,
        }),
      );
    else
      sentences.push(
        t('scientific.gel.describe.lane', { lane: lane.name, sizes: sizes.join(', '), unit }),
      );
  }
  const text = sentences.join(' ');
  return text.length <= MOST_CHARS ? text : `${text.slice(0, MOST_CHARS - 1)}…`;
}
