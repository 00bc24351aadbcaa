import { useEffect, useId, useState } from 'react';

export interface NumberFieldProps {
  label: string;
  value: number;
  /** Called with the number typed, when the person presses Enter or leaves the field. */
  onCommit: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Shown after the field ("px", "°"). */
  unit?: string;
  disabled?: boolean;
}

const shown = (value: number) => String(Math.round(value * 100) / 100);

/**
 * A number typed and then committed (Enter or leaving the field), so typing "120" is one change,
 * not three; Escape puts the current value back. A grid row of the inspector: label, field, unit.
 */
export function NumberField({
  label,
  value,
  onCommit,
  unit,
  disabled,
  ...range
}: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(shown(value));
  useEffect(() => setDraft(shown(value)), [value]);
  const commit = () => {
    const typed = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(typed)) return setDraft(shown(value));
    if (shown(typed) !== shown(value)) onCommit(typed);
  };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <span className="figura-number-field">
        <input
          id={id}
          className="figura-input"
          type="number"
          inputMode="decimal"
          value={draft}
          disabled={disabled}
          {...range}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            if (event.key === 'Escape') {
              setDraft(shown(value));
              event.stopPropagation();
            }
          }}
        />
        {unit ? <span aria-hidden="true">{unit}</span> : null}
      </span>
    </>
  );
}
