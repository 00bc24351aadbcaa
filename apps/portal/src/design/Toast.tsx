import { useEffect, useState, type ReactNode } from 'react';

/** How long a toast stays before it closes itself. */
const TOAST_FOR_MS = 8000;

/**
 * A short message at the foot of the window (the design system's .toast), read out as a status:
 * it covers nothing the page needs and moves nothing. It closes itself after a while, but never
 * while the pointer rests on it or focus is inside it (someone reaching for its action).
 */
export function Toast({
  children,
  action,
  onClose,
}: {
  children: ReactNode;
  /** At most one action ("Undo"), as a button the caller renders. */
  action?: ReactNode;
  onClose: () => void;
}) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(onClose, TOAST_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [held, onClose]);
  return (
    <div
      className="toast"
      role="status"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span>{children}</span>
      {action}
    </div>
  );
}
