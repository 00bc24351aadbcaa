import { useId, useState } from 'react';
import { EXPORT_BLEED_MM_MAX } from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';
import { bleedInRange } from './download-choices';

export interface BleedFieldProps {
  bleed: number;
  onChange: (bleed: number) => void;
  /** Told whether what is typed can be used (the dialog's Download waits for a valid one). */
  onValidity: (valid: boolean) => void;
}

/** The print PDF's bleed in mm, with what it is for: typed freely, used once in range. */
export function BleedField({ bleed, onChange, onValidity }: BleedFieldProps) {
  const { t } = useTranslation('editor');
  const id = useId();
  const [text, setText] = useState(String(bleed));
  const valid = bleedInRange(Number(text)) && text.trim() !== '';
  return (
    <div className="figura-field">
      <div className="figura-download-row">
        <label htmlFor={`${id}-bleed`}>{t('download.bleed')}</label>
        <input
          id={`${id}-bleed`}
          className="figura-input"
          type="number"
          min={0}
          max={EXPORT_BLEED_MM_MAX}
          step={0.5}
          value={text}
          aria-invalid={!valid}
          aria-describedby={`${id}-bleed-hint`}
          onChange={(event) => {
            setText(event.target.value);
            const typed = Number(event.target.value);
            const usable = event.target.value.trim() !== '' && bleedInRange(typed);
            onValidity(usable);
            if (usable) onChange(typed);
          }}
        />
      </div>
      <p id={`${id}-bleed-hint`} className="figura-hint" aria-live="polite">
        {valid ? t('download.bleedHint') : t('download.bleedRange', { max: EXPORT_BLEED_MM_MAX })}
      </p>
    </div>
  );
}
