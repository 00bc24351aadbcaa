// Loaded on demand by <figura-editor>: React, the editor and fabric. The element's own module
// stays small, so it can start loading the creation while this code is on its way.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Editor, type EditorProps } from '@figura/react-editor';

/** A React root in the element's light DOM, showing the editor or a message. */
export interface EditorMount {
  /** `key`: a different key is a different editor (remounted rather than reused). */
  showEditor(key: string, props: EditorProps): void;
  showMessage(text: string): void;
  unmount(): void;
}

export function createEditorMount(host: HTMLElement): EditorMount {
  // Whatever the element showed while this code loaded (a placeholder) makes way for React.
  host.replaceChildren();
  const root = createRoot(host);
  return {
    showEditor: (key, props) => root.render(createElement(Editor, { key, ...props })),
    showMessage: (text) =>
      root.render(createElement('p', { className: 'figura-message', role: 'alert' }, text)),
    unmount: () => root.unmount(),
  };
}
