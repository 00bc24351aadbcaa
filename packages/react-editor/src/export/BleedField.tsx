import { useId } from 'react';
import { EXPORT_BLEED_MM_MAX } from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';
import { bleedTextValid } from './download-choices';

export interface BleedFieldProps {
  /** What is typed (the dialog keeps it, so it outlives the field while another format shows). */
  text: string;
  onChange: (text: string) => void;
}

/** The print PDF's bleed in mm, with what it is for, or the range when what is typed is out. */
export function BleedField({ text, onChange }: BleedFieldProps) {
  const { t } = useTranslation('editor');
  const id = useId();
  const valid = bleedTextValid(text);
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
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id={`${id}-bleed-hint`} className="figura-hint" aria-live="polite">
        {valid ? t('download.bleedHint') : t('download.bleedRange', { max: EXPORT_BLEED_MM_MAX })}
      </p>
    </div>
  );
}
