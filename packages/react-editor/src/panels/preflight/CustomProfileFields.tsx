import { PREFLIGHT_FORMATS, type CustomProfileInput } from '@figura/sdk-core/editor';
import { CM_PER_INCH } from '@figura/sdk-core/model';
import { useTranslation } from '../../i18n/translation';

export interface CustomProfileFieldsProps {
  custom: CustomProfileInput;
  onChange: (change: Partial<CustomProfileInput>) => void;
}

type NumberField = 'width' | 'height' | 'dpi' | 'minFontPt';
/** Each number of the custom profile and the least it may be. */
const NUMBER_FIELDS: { field: NumberField; min: number; step: number }[] = [
  { field: 'width', min: 1, step: 1 },
  { field: 'height', min: 1, step: 1 },
  { field: 'dpi', min: 1, step: 1 },
  { field: 'minFontPt', min: 1, step: 0.5 },
];

/** The user's own profile: size, DPI, smallest text and formats. */
export function CustomProfileFields({ custom, onChange }: CustomProfileFieldsProps) {
  const { t } = useTranslation('editor');
  const labels: Record<NumberField, string> = {
    width: t('preflight.custom.width'),
    height: t('preflight.custom.height'),
    dpi: t('preflight.custom.dpi'),
    minFontPt: t('preflight.custom.minFont'),
  };
  return (
    <fieldset className="figura-preflight-custom">
      {NUMBER_FIELDS.map(({ field, min, step }) => (
        <label key={field}>
          {labels[field]}
          <input
            className="figura-input"
            type="number"
            min={min}
            step={step}
            defaultValue={custom[field]}
            onChange={(event) => {
              const value = event.target.valueAsNumber;
              // Half-typed numbers are left alone until they make sense.
              if (Number.isFinite(value) && value >= min) onChange({ [field]: value });
            }}
          />
        </label>
      ))}
      <p className="figura-hint">
        {t('preflight.custom.printed', {
          width: (custom.width / custom.dpi) * CM_PER_INCH,
          height: (custom.height / custom.dpi) * CM_PER_INCH,
        })}
      </p>
      <div
        className="figura-preflight-formats"
        role="group"
        aria-label={t('preflight.custom.formats')}
      >
        {PREFLIGHT_FORMATS.map((format) => (
          <label key={format}>
            <input
              type="checkbox"
              checked={custom.formats.includes(format)}
              onChange={(event) =>
                onChange({
                  formats: event.target.checked
                    ? [...custom.formats, format]
                    : custom.formats.filter((other) => other !== format),
                })
              }
            />
            {format.toUpperCase()}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
