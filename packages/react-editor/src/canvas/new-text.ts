import type { Translate } from '@figura/sdk-core/i18n';
import type { SlideDocument } from '@figura/sdk-core/schema';
import type { EditorStore } from '@figura/sdk-core/stores';

/** What opening a new text needs of the view that draws it. */
export interface NewTextView {
  readonly store: EditorStore;
  readonly t: Translate;
  whenDrawn(doc: SlideDocument): Promise<boolean>;
  /** Starts editing the selected text, its words selected, and types `text` over them. */
  typeIntoSelectedText(text: string): void;
  /** Leaves text editing (its words are committed). */
  escape(): void;
  isDisposed(): boolean;
}

/**
 * A new text opens for typing once it is drawn; keys pressed until then are held for it. Words
 * typed before it opened are never lost: an Escape meanwhile leaves it once they are in; another
 * element added or selected meanwhile (a toolbar button, a click) gets them written into the
 * text unopened (they went nowhere before: the text kept "Text").
 */
export function createNewTextOpener(view: NewTextView) {
  /** What is typed for the new text before it opens; undefined when none waits. */
  let typed: string | undefined;
  /** Escape came while it waited: it is left once the words are in. */
  let leave = false;

  const writeUnopened = (id: string, text: string) =>
    view.store.getState().updateElements({ [id]: { text } }, view.t('common:history.editText'));

  return {
    /** Opens the new text just added and selected, with `first` and the held keys typed in. */
    open(first = ''): void {
      typed = first;
      leave = false;
      const newText = view.store.getState().selection;
      const tryOpen = (): void =>
        void view.whenDrawn(view.store.getState().document).then((drawn) => {
          // The document moved on before it was drawn (the label refitted once its font came
          // in): wait for that one, while the new text is still what is selected. Else the words
          // typed meanwhile went to shortcuts and a second text.
          const selection = view.store.getState().selection;
          const still =
            selection.length === newText.length && selection.every((id, i) => id === newText[i]);
          if (!drawn && !view.isDisposed() && still) return tryOpen();
          const held = typed ?? '';
          const leaving = leave;
          typed = undefined;
          leave = false;
          if (drawn && still) {
            view.typeIntoSelectedText(held);
            if (leaving) view.escape();
          } else if (held && !view.isDisposed() && newText.length === 1)
            writeUnopened(newText[0]!, held);
        });
      tryOpen();
    },
    /**
     * A key pressed while a new text waits to open: a character (a Space only after one) or a
     * Backspace is kept for it, an Escape leaves it once they are in; true when it was, so the
     * key is not a shortcut.
     */
    hold(key: string): boolean {
      const held = typed;
      if (held === undefined) return false;
      if (key === 'Backspace') typed = held.slice(0, -1);
      else if (key === 'Escape') leave = true;
      else if ([...key].length !== 1) return false;
      else if (key !== ' ' || held) typed = held + key;
      return true;
    },
  };
}
