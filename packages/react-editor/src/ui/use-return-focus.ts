import { useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** The focused element in `document`, looking into open shadow roots (the embed draws in one). */
function focusedElement(document: Document): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether focus has nowhere to be: the page's body, or a host whose inside holds none. */
function focusIsLost(document: Document): boolean {
  const active = focusedElement(document);
  return !active || active === document.body || active.shadowRoot !== null;
}

/**
 * When the panel or dialog at `root` goes away with focus inside it (closed with Escape or its ×),
 * focus goes back to what had it when it opened (the button that opened it, or the canvas), so
 * the keyboard and a screen reader keep their place. Focus moved elsewhere stays there.
 * Returns the root's focus handler, which sees the opener when a field inside takes focus
 * on mount (autoFocus runs before any effect of the root).
 */
export function useReturnFocus(
  root: RefObject<HTMLElement | null>,
): (event: FocusEvent<HTMLElement>) => void {
  const opener = useRef<Element | null>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (!opener.current && from instanceof Element && !event.currentTarget.contains(from))
      opener.current = from;
  };
  useLayoutEffect(() => {
    const element = root.current;
    if (!element || opener.current) return;
    const active = focusedElement(element.ownerDocument);
    if (active && !element.contains(active)) opener.current = active;
  }, [root]);
  useEffect(() => {
    const element = root.current;
    return () => {
      const back = opener.current;
      // Still in the page: React's development double run, not a close.
      if (!element || element.isConnected) return;
      if (back instanceof HTMLElement && back.isConnected && focusIsLost(element.ownerDocument))
        back.focus({ preventScroll: true });
    };
  }, [root]);
  return onFocus;
}
