import { useEffect, useRef } from 'react';

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
