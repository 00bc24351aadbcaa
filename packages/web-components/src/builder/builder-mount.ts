// Loaded on demand by <figura-abstract-builder>: React, the builder and i18next. The element's
// own module stays small; the builder's preview (fabric) loads later still, after the first
// step is on screen.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import {
  AbstractBuilder,
  ContinuedEditor,
  type AbstractBuilderProps,
  type ContinuedEditorProps,
} from '@figura/react-editor/builder';
import { createFiguraI18n, type FiguraI18n, type FiguraI18nOptions } from '@figura/sdk-core/i18n';

/** The builder's props, with its strings as the options to make them from (once per `key`). */
export type MountedBuilderProps = Omit<AbstractBuilderProps, 'i18n'> & {
  i18n?: { key: string; options: FiguraI18nOptions };
};

/** The editor after "Continue in the editor", with its strings as for the builder. */
export type MountedContinuedProps = Omit<ContinuedEditorProps, 'i18n'> & {
  i18n: { key: string; options: FiguraI18nOptions };
};

/** A React root in the element's light DOM, showing the builder, the editor after it, or a message. */
export interface BuilderMount {
  /** `key`: a different key is a different builder (remounted rather than updated). */
  showBuilder(key: string, props: MountedBuilderProps): void;
  /** The editor the author continued in, under the bar that exports the journal's file. */
  showContinued(props: MountedContinuedProps): void;
  showMessage(text: string): void;
  unmount(): void;
}

export function createBuilderMount(host: HTMLElement): BuilderMount {
  // Whatever the element showed while this code loaded (a placeholder) makes way for React.
  host.replaceChildren();
  const root = createRoot(host);
  // One i18next instance per set of strings (the element's lang, locales-url and resources).
  let strings: { key: string; i18n: FiguraI18n } | undefined;
  const stringsFor = (wanted: { key: string; options: FiguraI18nOptions }) => {
    if (strings?.key !== wanted.key)
      strings = { key: wanted.key, i18n: createFiguraI18n(wanted.options) };
    return strings.i18n;
  };
  return {
    showBuilder(key, { i18n: wanted, ...props }) {
      const i18n = wanted ? stringsFor(wanted) : undefined;
      root.render(createElement(AbstractBuilder, { key, ...props, i18n }));
    },
    showContinued({ i18n: wanted, ...props }) {
      root.render(createElement(ContinuedEditor, { ...props, i18n: stringsFor(wanted) }));
    },
    showMessage: (text) =>
      root.render(createElement('p', { className: 'figura-message', role: 'alert' }, text)),
    unmount: () => root.unmount(),
  };
}
