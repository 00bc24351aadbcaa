import { useEffect, useId, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { PanelHeader } from './PanelHeader';
import { useFocusTrap } from './use-focus-trap';
import { useReturnFocus } from './use-return-focus';

export interface DialogProps {
  title: string;
  /** The close button's accessible name ("Close the download dialog"). */
  closeLabel: string;
  onClose: () => void;
  /** Added to `figura-dialog` (the dialog's own size and layout). */
  className?: string;
  closeRef?: Ref<HTMLButtonElement>;
  /** Keys besides Escape that close it (the shortcuts sheet's own "?"). */
  closeKeys?: readonly string[];
  /** The dialog element, for a caller that keeps focus inside it itself. */
  dialogRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * The editor's modal dialog: a backdrop that closes it on click, a title with a close button, focus
 * kept inside (Tab wraps), Escape closes it, and the editor's shortcuts stay out of its fields.
 * Escape also closes it when focus has fallen out to the page (a button disabled while it works).
 * Closed, it gives focus back to what opened it.
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  className,
  closeRef,
  closeKeys = [],
  dialogRef: givenRef,
  children,
}: DialogProps) {
  const titleId = useId();
  const ownRef = useRef<HTMLDivElement>(null);
  const dialogRef = givenRef ?? ownRef;
  const trap = useFocusTrap(dialogRef);
  const trackOpener = useReturnFocus(dialogRef);
  const closes = (key: string) => key === 'Escape' || closeKeys.includes(key);
  // The page's listener is added once; it calls the latest onClose.
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    const document = dialogRef.current?.ownerDocument;
    if (!document) return;
    const onPageKey = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || event.defaultPrevented || event.key !== 'Escape') return;
      // Only where focus has nowhere else to be: another field or dialog keeps its own Escape.
      const active = document.activeElement;
      if (active && active !== document.body && !dialog.contains(active)) return;
      event.preventDefault();
      latestClose.current();
    };
    document.addEventListener('keydown', onPageKey);
    return () => document.removeEventListener('keydown', onPageKey);
  }, [dialogRef]);

  return (
    <div
      className="figura-dialog-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        onFocus={trackOpener}
        className={className ? `figura-dialog ${className}` : 'figura-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          // The editor's shortcuts stay out of the dialog's fields.
          event.stopPropagation();
          trap(event);
          if (closes(event.key)) {
            event.preventDefault();
            onClose();
          }
        }}
      >
        <PanelHeader
          title={title}
          headingId={titleId}
          closeLabel={closeLabel}
          onClose={onClose}
          closeRef={closeRef}
        />
        {children}
      </div>
    </div>
  );
}
