import type { EditorKeyEvent } from './key-handler';

/** The editor a page's stray keys go to: the one the person last pressed or focused in. */
const lastUsed = new WeakMap<Document, Element>();

/**
 * Keys pressed while focus is nowhere (on the page's body, after a panel or a dialog closed and
 * took the focused control with it) go to the editor last used on that page, so Ctrl+Z undoes the
 * last canvas edit and never reaches the browser's own undo (which would revert a form field, such
 * as a creation's name, behind the person's back). Keys in the host page's own controls are left
 * alone. Returns the cleanup.
 */
export function routePageKeys(shell: Element, handle: (event: EditorKeyEvent) => void): () => void {
  const document = shell.ownerDocument;
  const markUsed = () => lastUsed.set(document, shell);
  if (!lastUsed.get(document)?.isConnected) markUsed();
  const onPageKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || lastUsed.get(document) !== shell) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return;
    handle(event);
  };
  shell.addEventListener('pointerdown', markUsed, true);
  shell.addEventListener('focusin', markUsed);
  document.addEventListener('keydown', onPageKey);
  return () => {
    shell.removeEventListener('pointerdown', markUsed, true);
    shell.removeEventListener('focusin', markUsed);
    document.removeEventListener('keydown', onPageKey);
    if (lastUsed.get(document) === shell) lastUsed.delete(document);
  };
}
