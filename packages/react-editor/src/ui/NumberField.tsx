import { useId, useState } from 'react';

export interface NumberFieldProps {
  label: string;
  /** Undefined when the selection mixes values: the field shows empty. */
  value: number | undefined;
  /** Called with the number typed (kept within min and max) when it is committed. */
  onCommit: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Shown after the field ("px", "°"). */
  unit?: string;
  disabled?: boolean;
  onFocus?: () => void;
}

/** To a tenth: a dragged element's 614.96 px reads as 615, a width as 322.9. */
const shown = (value: number | undefined) =>
  value === undefined ? '' : String(Math.round(value * 10) / 10);

/**
 * A number typed and then committed (Enter or leaving the field), so typing "120" is one change,
 * not three, and a half-typed "3" on the way to "36" is never pulled up to the minimum; the
 * spinner and arrow keys commit at once; Escape puts the current value back. A grid row of the
 * inspector: label, field, unit.
 */
export function NumberField({
  label,
  value,
  onCommit,
  unit,
  disabled,
  onFocus,
  min,
  max,
  step,
}: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    setDraft(null);
    const typed = text.trim() === '' ? NaN : Number(text);
    if (!Number.isFinite(typed)) return;
    const next = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, typed));
    if (shown(next) !== shown(value)) onCommit(next);
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
          value={draft ?? shown(value)}
          disabled={disabled}
          min={min}
          max={max}
          step={step}
          onFocus={onFocus}
          onChange={(event) => {
            const native = event.nativeEvent as InputEvent;
            // The spinner and arrow keys change the value without typing: take it at once.
            if (!native.inputType) commit(event.target.value);
            else setDraft(event.target.value);
          }}
          onBlur={(event) => {
            if (draft !== null) commit(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
            if (event.key === 'Escape' && draft !== null) {
              setDraft(null);
              event.stopPropagation();
            }
          }}
        />
        {unit ? <span aria-hidden="true">{unit}</span> : null}
      </span>
    </>
  );
}
