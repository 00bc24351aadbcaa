import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { PanelHeader } from './PanelHeader';
import { useReturnFocus } from './use-return-focus';

export interface SidePanelProps {
  /** The panel's heading, which also names it. */
  title: string;
  /** The close button's accessible name ("Close the layers panel"). */
  closeLabel: string;
  onClose: () => void;
  /** Classes beside figura-panel (the panel's own styles). */
  className?: string;
  /** The body's class: figura-panel-body unless the panel lays out its body itself. */
  bodyClassName?: string;
  rootRef?: RefObject<HTMLElement | null>;
  /** The panel's own keys, before Escape is looked at. */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  children: ReactNode;
}

/**
 * A panel beside the canvas: its heading and close button, then its body. Escape inside it
 * closes it, unless something inside used the key first (a rename, a suggestion list, a number
 * being typed) or a search field has text for Escape to clear. Closed, it gives focus back to
 * what opened it.
 */
export function SidePanel({
  title,
  closeLabel,
  onClose,
  className,
  bodyClassName = 'figura-panel-body',
  rootRef,
  onKeyDown: ownKeys,
  children,
}: SidePanelProps) {
  const headingId = useId();
  const ownRef = useRef<HTMLElement>(null);
  const ref = rootRef ?? ownRef;
  const trackOpener = useReturnFocus(ref);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    ownKeys?.(event);
    if (event.isPropagationStopped() || event.key !== 'Escape' || event.defaultPrevented) return;
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'search' && target.value !== '')
      return;
    event.stopPropagation();
    onClose();
  };
  return (
    <aside
      ref={ref}
      className={className ? `figura-panel ${className}` : 'figura-panel'}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onFocus={trackOpener}
    >
      <PanelHeader title={title} headingId={headingId} closeLabel={closeLabel} onClose={onClose} />
      <div className={bodyClassName}>{children}</div>
    </aside>
  );
}
