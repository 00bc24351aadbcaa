// Loaded on demand by <figura-editor>: React, the editor, fabric and i18next. The element's own
// module stays small, so it can start loading the creation while this code is on its way.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Editor, type EditorProps } from '@figura/react-editor';
import { createFiguraI18n, type FiguraI18n, type FiguraI18nOptions } from '@figura/sdk-core/i18n';

/** The editor's props, with its strings as the options to make them from (once per `key`). */
export type MountedEditorProps = Omit<EditorProps, 'i18n'> & {
  i18n?: { key: string; options: FiguraI18nOptions };
};

/** A React root in the element's light DOM, showing the editor or a message. */
export interface EditorMount {
  /** `key`: a different key is a different editor (remounted rather than reused). */
  showEditor(key: string, props: MountedEditorProps): void;
  showMessage(text: string): void;
  unmount(): void;
}

export function createEditorMount(host: HTMLElement): EditorMount {
  // Whatever the element showed while this code loaded (a placeholder) makes way for React.
  host.replaceChildren();
  const root = createRoot(host);
  // One i18next instance per set of strings (the element's lang, locales-url and resources).
  let strings: { key: string; i18n: FiguraI18n } | undefined;
  return {
    showEditor(key, { i18n: wanted, ...props }) {
      if (wanted && strings?.key !== wanted.key)
        strings = { key: wanted.key, i18n: createFiguraI18n(wanted.options) };
      const i18n = wanted ? strings?.i18n : undefined;
      root.render(createElement(Editor, { key, ...props, i18n }));
    },
    showMessage: (text) =>
      root.render(createElement('p', { className: 'figura-message', role: 'alert' }, text)),
    unmount: () => root.unmount(),
  };
}
