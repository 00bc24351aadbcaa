import type { ScientificTools } from '@figura/sdk-core/editor';
import type { ScientificElementOf } from '@figura/sdk-core/model';
import { useTranslation } from '../../i18n/translation';

export interface WellMarksProps {
  element: ScientificElementOf<'well_plate'>;
  tools: ScientificTools;
  /** The plate's data with one well's mark set or removed. */
  onChange: (data: string) => void;
}

/**
 * The plate as buttons, one per well: a click marks the well (or unmarks it) in the data, so
 * wells are chosen by pointing as well as by typing.
 */
export function WellMarks({ element, tools, onChange }: WellMarksProps) {
  const { t } = useTranslation('editor');
  const { rows, columns } = tools.plateLayout(element.options.wells);
  const parsed = tools.parseScientific(element);
  const marked = new Set(
    parsed.ok
      ? (parsed.value as { filled: { name: string; mark: number | null }[] }).filled
          .filter((well) => well.mark !== null)
          .map((well) => well.name)
      : [],
  );
  const wells = Array.from({ length: rows * columns }, (_, index) => {
    const name = tools.wellName(Math.floor(index / columns), index % columns);
    return { name, pressed: marked.has(name) };
  });
  return (
    <fieldset className="figura-scientific-well-marks">
      <legend>{t('scientific.well_plate.markWells')}</legend>
      <p className="figura-scientific-hint">{t('scientific.well_plate.markHint')}</p>
      <div
        className="figura-scientific-wells"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {wells.map(({ name, pressed }) => (
          <button
            key={name}
            type="button"
            aria-label={name}
            aria-pressed={pressed}
            disabled={!parsed.ok && element.data.trim() !== ''}
            onClick={() => onChange(tools.toggleWellMark(element.data, name))}
          >
            {name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
