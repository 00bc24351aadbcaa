// The plate in words for screen readers: its size, how full it is, the span of its numbers (and
// where they peak), and how many wells carry each mark.
import type { Translate } from '../../i18n/create-i18n';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { formatValue } from './geometry';
import type { PlateData, PlateWell } from './parse';

const MOST_CHARS = 600;

export function describeWellPlate(
  data: PlateData,
  _options: ScientificOptions<'well_plate'>,
  t: Translate,
): string {
  const sentences = [
    t('scientific.well_plate.describe.plate', {
      plate: data.wells,
      filled: data.filled.length,
      total: data.rows * data.columns,
    }),
  ];
  const numbers = data.filled.filter((well) => well.value !== null);
  if (numbers.length > 0) {
    const lowest = numbers.reduce((a, b) => ((b.value ?? 0) < (a.value ?? 0) ? b : a));
    const highest = numbers.reduce((a, b) => ((b.value ?? 0) > (a.value ?? 0) ? b : a));
    const value = (well: PlateWell) => formatValue(well.value ?? 0);
    sentences.push(
      t('scientific.well_plate.describe.values', {
        min: value(lowest),
        minWell: lowest.name,
        max: value(highest),
        maxWell: highest.name,
      }),
    );
  }
  if (data.marks.length > 0) {
    const counts = data.marks.map(() => 0);
    for (const well of data.filled) if (well.mark !== null) counts[well.mark]! += 1;
    const marks = data.marks.map((mark, index) => `${mark} (${counts[index]})`).join(', ');
    sentences.push(t('scientific.well_plate.describe.marks', { marks }));
  }
  const text = sentences.join(' ');
  return text.length <= MOST_CHARS ? text : `${text.slice(0, MOST_CHARS - 1)}…`;
}
