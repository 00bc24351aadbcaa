/** How long typing is held for a field on its way; past it, keys go where they would have. */
export const TYPE_AHEAD_MS = 1500;

export interface TypeAhead {
  /** What was typed so far; the hold ends. */
  take(): string;
  /** Ends the hold; what was typed is dropped. */
  stop(): void;
}

/**
 * Holds the characters typed while a field is on its way (a panel drawn a moment after the click
 * that opened it), for that field: without it they reached the page's shortcuts ("?" opened the
 * shortcuts sheet) and the words were lost. Only plain characters and Backspace are held.
 */
export function holdTyping(doc: Document, ms = TYPE_AHEAD_MS): TypeAhead {
  let text = '';
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key.length === 1) text += event.key;
    else if (event.key === 'Backspace') text = text.slice(0, -1);
    else return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  doc.addEventListener('keydown', onKey, true);
  const stop = () => {
    doc.removeEventListener('keydown', onKey, true);
    clearTimeout(timer);
  };
  const timer = setTimeout(stop, ms);
  return {
    take() {
      stop();
      const typed = text;
      text = '';
      return typed;
    },
    stop() {
      stop();
      text = '';
    },
  };
}
