import { useId } from 'react';
import {
  EXPORT_DPI_MAX,
  EXPORT_DPI_MIN,
  EXPORT_UNITS,
  type ExportUnit,
} from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';
import {
  dpiInRange,
  isVectorFile,
  printedSizeOf,
  printsSoft,
  SHARP_PRINT_DPI,
  withDpi,
  withUnit,
  type DownloadChoices,
} from './download-choices';

export interface DownloadSizeFieldsProps {
  choices: DownloadChoices;
  slide: { width: number; height: number };
  /** The pixels the choices give the slide (the dialog weighs them against the plan too). */
  pixels: { width: number; height: number };
  /** The dpi as typed (the dialog keeps it: an out-of-range one holds the download back). */
  dpiText: string;
  onDpiText: (text: string) => void;
  update: (next: (now: DownloadChoices) => DownloadChoices) => void;
}

/**
 * The Download dialog's size: the width in px, cm or in, the dpi, and what they make (pixels, or
 * a printed size), with a word and a one-click fix where a large print would come out soft.
 */
export function DownloadSizeFields({
  choices,
  slide,
  pixels,
  dpiText,
  onDpiText,
  update,
}: DownloadSizeFieldsProps) {
  const { t } = useTranslation('editor');
  const ids = useId();
  const dpiValid = dpiInRange(Number(dpiText));
  const soft = printsSoft(choices, slide);
  const set = (patch: Partial<DownloadChoices>) => update((now) => ({ ...now, ...patch }));
  return (
    <fieldset className="figura-field">
      <legend>{t('download.size')}</legend>
      <div className="figura-download-row">
        <label htmlFor={`${ids}-width`}>{t('download.width')}</label>
        <input
          id={`${ids}-width`}
          className="figura-input"
          type="number"
          min={choices.unit === 'px' ? 1 : 0.01}
          step={choices.unit === 'px' ? 1 : 0.01}
          value={choices.width}
          onChange={(event) => {
            const width = Number(event.target.value);
            if (width > 0) set({ width });
          }}
        />
        <label htmlFor={`${ids}-unit`} className="figura-visually-hidden">
          {t('download.unit')}
        </label>
        <select
          id={`${ids}-unit`}
          className="figura-input"
          value={choices.unit}
          onChange={(event) => update((now) => withUnit(now, event.target.value as ExportUnit))}
        >
          {EXPORT_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </select>
      </div>
      <div className="figura-download-row">
        <label htmlFor={`${ids}-dpi`}>{t('download.dpi')}</label>
        <input
          id={`${ids}-dpi`}
          className="figura-input"
          type="number"
          min={EXPORT_DPI_MIN}
          max={EXPORT_DPI_MAX}
          step={1}
          value={dpiText}
          aria-invalid={!dpiValid}
          aria-describedby={`${ids}-pixels`}
          onChange={(event) => {
            onDpiText(event.target.value);
            const dpi = Number(event.target.value);
            if (dpiInRange(dpi)) update((now) => withDpi(now, dpi));
          }}
        />
      </div>
      <p id={`${ids}-pixels`} className="figura-hint" aria-live="polite">
        {!dpiValid
          ? t('download.dpiRange', { min: EXPORT_DPI_MIN, max: EXPORT_DPI_MAX })
          : isVectorFile(choices.format)
            ? t('download.printedSize', printedSizeOf(choices, slide))
            : soft
              ? t('download.pixelSizeSoft', {
                  ...pixels,
                  dpi: choices.dpi,
                  sharp: SHARP_PRINT_DPI,
                })
              : t('download.pixelSize', { width: pixels.width, height: pixels.height })}
      </p>
      {dpiValid && soft ? (
        <div className="figura-download-fix">
          <button
            type="button"
            className="figura-button figura-secondary"
            onClick={(event) => {
              onDpiText(String(SHARP_PRINT_DPI));
              update((now) => withDpi(now, SHARP_PRINT_DPI));
              // The button goes with the warning: focus stays in the dialog, on the dpi.
              event.currentTarget.ownerDocument.getElementById(`${ids}-dpi`)?.focus();
            }}
          >
            {t('download.useSharpDpi', { dpi: SHARP_PRINT_DPI })}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
