// Loaded on demand by <figura-viewer>: React, the viewer (fabric, the renderer) and i18next. The
// element's own module stays small.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { CreationViewer, type CreationViewerProps } from '@figura/react-editor/viewer';
import { createFiguraI18n, type FiguraI18n, type FiguraI18nOptions } from '@figura/sdk-core/i18n';

/** The viewer's props, with its strings as the options to make them from (once per `key`). */
export type MountedViewerProps = Omit<CreationViewerProps, 'i18n'> & {
  i18n: { key: string; options: FiguraI18nOptions };
};

/** A React root in the element's light DOM, showing the viewer or a message. */
export interface ViewerMount {
  /** `key`: a different key is a different viewer (remounted rather than updated). */
  showViewer(key: string, props: MountedViewerProps): void;
  showMessage(text: string): void;
  unmount(): void;
}

export function createViewerMount(host: HTMLElement): ViewerMount {
  // Whatever the element showed while this code loaded (a placeholder) makes way for React.
  host.replaceChildren();
  const root = createRoot(host);
  // One i18next instance per set of strings (the element's lang, locales-url and resources).
  let strings: { key: string; i18n: FiguraI18n } | undefined;
  return {
    showViewer(key, { i18n: wanted, ...props }) {
      if (strings?.key !== wanted.key)
        strings = { key: wanted.key, i18n: createFiguraI18n(wanted.options) };
      root.render(createElement(CreationViewer, { key, ...props, i18n: strings.i18n }));
    },
    showMessage: (text) =>
      root.render(createElement('p', { className: 'figura-message', role: 'alert' }, text)),
    unmount: () => root.unmount(),
  };
}
