import { useEffect, useRef, useState } from 'react';

interface NumberFieldProps {
  /** For a visible <label htmlFor>; `label` names the field to assistive technology either way. */
  id?: string;
  label: string;
  value: number | undefined;
  min: number;
  max: number;
  step?: number;
  width?: number;
  onCommit: (value: number) => void;
}

/**
 * A number input that commits once, on Enter or when it loses focus (one history entry per
 * change, not one per keystroke); arrows and the spinner commit at once.
 */
export function NumberField({
  id,
  label,
  value,
  min,
  max,
  step,
  width = 60,
  onCommit,
}: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    setDraft(null);
    const next = text.trim() === '' ? NaN : Number(text);
    if (Number.isFinite(next) && next >= min && next <= max && next !== value) onCommit(next);
  };
  return (
    <input
      id={id}
      className="figura-input"
      aria-label={label}
      title={label}
      type="number"
      min={min}
      max={max}
      step={step}
      style={{ width }}
      value={draft ?? (value === undefined ? '' : String(value))}
      onChange={(event) => {
        const native = event.nativeEvent as InputEvent;
        // The spinner and arrow keys change the value without typing: take it at once.
        if (native.inputType === undefined || native.inputType === '') commit(event.target.value);
        else setDraft(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value);
        if (event.key === 'Escape') setDraft(null);
      }}
      onBlur={(event) => {
        if (draft !== null) commit(event.target.value);
      }}
    />
  );
}

/** A colour input that commits when the picker closes (the native `change`), not while dragging. */
export function ColourField({
  id,
  label,
  value,
  onCommit,
}: {
  id?: string;
  label: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const latest = useRef(onCommit);
  latest.current = onCommit;
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const listener = () => latest.current(input.value);
    input.addEventListener('change', listener);
    return () => input.removeEventListener('change', listener);
  }, []);
  return (
    <input
      ref={ref}
      id={id}
      aria-label={label}
      title={label}
      type="color"
      defaultValue={value}
      key={value}
    />
  );
}
