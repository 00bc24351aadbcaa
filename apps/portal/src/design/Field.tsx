import { useId, type ReactNode } from 'react';

/**
 * A labelled control (the design system's .field): the label above, a hint and an error below,
 * both read out with the control. `children` renders the control with the ids it is given.
 */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: (control: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
  }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(described.length > 0 ? { 'aria-describedby': described.join(' ') } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a form says after it is sent: a confirmation or what went wrong, in the design's alerts. */
export function FormStatus({ status }: { status: { ok: boolean; text: string } | null }) {
  if (!status) return null;
  return (
    <p role={status.ok ? 'status' : 'alert'} className={`alert ${status.ok ? 'success' : 'error'}`}>
      {status.text}
    </p>
  );
}
