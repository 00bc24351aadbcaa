import { useId } from 'react';
import {
  SCIENTIFIC_OPTIONS,
  type ScientificElement,
  type ScientificOptionSpec,
} from '@figura/sdk-core/model';
import { useTranslation } from '../../i18n/translation';
import { NumberField } from '../../ui/NumberField';

export interface ScientificOptionFieldsProps {
  element: ScientificElement;
  /** Sets one option (one undo step; a typing run in a text option merges). */
  apply: (key: string, value: string | number | boolean, typing?: boolean) => void;
  onStartTyping: () => void;
}

/** One field per drawing option of the object's type, from the one list (SCIENTIFIC_OPTIONS). */
export function ScientificOptionFields({
  element,
  apply,
  onStartTyping,
}: ScientificOptionFieldsProps) {
  const { t } = useTranslation('editor');
  const base = useId();
  const specs = SCIENTIFIC_OPTIONS[element.type] as Record<string, ScientificOptionSpec>;
  const values = element.options as Record<string, string | number | boolean>;
  const label = (key: string) => t(`scientific.${element.type}.${key}.label`);

  return (
    <div className="figura-scientific-fields">
      {Object.entries(specs).map(([key, spec]) => {
        const id = `${base}-${key}`;
        const value = values[key] ?? spec.default;
        if ('choices' in spec)
          return [
            <label key={`${key}-label`} htmlFor={id}>
              {label(key)}
            </label>,
            <select
              key={key}
              id={id}
              className="figura-input"
              value={String(value)}
              onChange={(event) => apply(key, event.target.value)}
            >
              {spec.choices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`scientific.${element.type}.${key}.${choice}`)}
                </option>
              ))}
            </select>,
          ];
        if ('min' in spec)
          return (
            <NumberField
              key={key}
              label={label(key)}
              value={Number(value)}
              min={spec.min}
              max={spec.max}
              step={spec.step}
              // Typed past its range, it stops at the end (the schema refuses beyond it).
              onCommit={(next) => apply(key, Math.min(spec.max, Math.max(spec.min, next)))}
            />
          );
        if ('maxLength' in spec)
          return [
            <label key={`${key}-label`} htmlFor={id}>
              {label(key)}
            </label>,
            <input
              key={key}
              id={id}
              className="figura-input"
              value={String(value)}
              maxLength={spec.maxLength}
              onFocus={onStartTyping}
              onChange={(event) => apply(key, event.target.value, true)}
            />,
          ];
        return (
          <label key={key} className="figura-scientific-switch">
            <input
              type="checkbox"
              checked={Boolean(value)}
              onChange={(event) => apply(key, event.target.checked)}
            />{' '}
            {label(key)}
          </label>
        );
      })}
    </div>
  );
}
