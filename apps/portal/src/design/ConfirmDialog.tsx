import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A question before a step that cannot be taken back (the design system's native .dialog, opened
 * modal): its title, what will happen, and two answers. Escape and the second answer say no;
 * focus starts on that answer, so Enter alone never takes the step, and goes back to what had
 * it once the dialog is answered.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    // What had focus (the menu's button that asked): it gets it back when the answer is given.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    cancel.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {children}
        <div className="dialog-actions">
          <button type="button" className="button primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button ref={cancel} type="button" className="button" onClick={onCancel}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
