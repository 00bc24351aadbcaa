import {
  alignElements,
  distributeElements,
  duplicateElements,
  duplicateOffset,
  flipElements,
  groupElements,
  isFiguraClipboardText,
  isGroupElement,
  nudgeElements,
  parseClipboard,
  pasteElements,
  reorderElements,
  serializeClipboard,
  setLocked,
  setOpacity,
  supportsGroups,
  ungroupElements,
  type Alignment,
  type Axis,
  type InsertResult,
  type ZOrder,
} from '../arrange';
import type { SlideDocument } from '../schema/document/document';
import { createElementId } from '../schema/document/ids';
import type { CommitOptions, EditorStore } from '../stores/editor-store';
import type { Translate } from '../i18n/create-i18n';
import type { EditorClipboard } from './clipboard';
import { placeNewElement, type SlideView } from './placement';

/**
 * What a paste did: Figura elements or another program's text were pasted, or the clipboard held
 * an image for the caller to add, text longer than a text box holds, or nothing usable.
 */
export type PasteResult =
  | { kind: 'pasted' }
  | { kind: 'image'; image: Blob }
  | { kind: 'tooLong'; length: number; max: number }
  | { kind: 'nothing' };

/** What the arrange tools may do with the current selection (buttons enable from this). */
export interface ArrangeAvailability {
  count: number;
  canGroup: boolean;
  canUngroup: boolean;
  allLocked: boolean;
  opacity: number | null;
}

export function arrangeAvailability(
  doc: SlideDocument,
  selection: readonly string[],
): ArrangeAvailability {
  const wanted = new Set(selection);
  const picked = doc.elements.filter((element) => wanted.has(element.id));
  return {
    count: picked.length,
    canGroup: picked.length >= 2 && supportsGroups(),
    canUngroup: picked.some(isGroupElement),
    allLocked: picked.length > 0 && picked.every((element) => element.locked),
    opacity: picked[0]?.opacity ?? null,
  };
}

/**
 * The arrange and clipboard commands of one editor over its store: each user action is one
 * history entry (named with `t`, namespace `common`), and the selection follows what it made.
 * `getZoom` (the camera's) sets how far a copy lands, so it is seen at any zoom.
 */
export function createArrangeCommands(
  store: EditorStore,
  clipboard: EditorClipboard,
  t: Translate,
  getZoom: () => number = () => 1,
) {
  const state = () => store.getState();
  const copyOffset = () => duplicateOffset(getZoom());
  const selection = () => state().selection;
  const change = (
    update: (doc: SlideDocument, ids: readonly string[]) => SlideDocument,
    label: string,
    options?: CommitOptions,
  ) => state().commit((doc) => update(doc, selection()), label, options);
  const insert = (result: InsertResult | null, label: string) => {
    if (!result || result.ids.length === 0) return;
    state().commit(result.document, label);
    state().select(result.ids);
  };

  return {
    align: (alignment: Alignment) =>
      change((doc, ids) => alignElements(doc, ids, alignment), t(`history.align.${alignment}`)),
    distribute: (axis: Axis) =>
      change((doc, ids) => distributeElements(doc, ids, axis), t(`history.distribute.${axis}`)),
    reorder: (order: ZOrder, ids?: readonly string[]) =>
      state().commit(
        (doc) => reorderElements(doc, ids ?? selection(), order),
        t(`history.order.${order}`),
      ),
    flip: (axis: Axis) =>
      change((doc, ids) => flipElements(doc, ids, axis), t(`history.flip.${axis}`)),
    toggleLock: () => {
      const { allLocked } = arrangeAvailability(state().document, selection());
      change(
        (doc, ids) => setLocked(doc, ids, !allLocked),
        allLocked ? t('history.unlock') : t('history.lock'),
      );
    },
    /** `mergeKey`: one history entry for one slider drag. */
    setOpacity: (opacity: number, mergeKey?: string) =>
      change((doc, ids) => setOpacity(doc, ids, opacity), t('history.opacity'), { mergeKey }),
    /** `mergeKey`: one history entry while an arrow key is held. */
    nudge: (dx: number, dy: number, mergeKey?: string) =>
      change((doc, ids) => nudgeElements(doc, ids, dx, dy), t('history.nudge'), { mergeKey }),
    duplicate: () =>
      insert(
        duplicateElements(state().document, selection(), createElementId, copyOffset()),
        t('history.duplicate'),
      ),
    group: () =>
      insert(groupElements(state().document, selection(), createElementId), t('history.group')),
    ungroup: () => insert(ungroupElements(state().document, selection()), t('history.ungroup')),
    /** Selects every element the user can reach on the canvas (not locked, not hidden). */
    selectAll: () =>
      state().select(
        state()
          .document.elements.filter((element) => !element.locked && !element.hidden)
          .map((element) => element.id),
      ),
    async copy(): Promise<boolean> {
      const text = serializeClipboard(state().document, selection());
      if (!text) return false;
      await clipboard.writeText(text);
      return true;
    },
    async cut(): Promise<void> {
      const ids = [...selection()];
      if (await this.copy()) state().removeElements(ids);
    },
    /**
     * Pastes Figura elements, or another program's text as a text box in free space in `view`
     * (the part of the slide in sight); an image is handed back for the caller to read. Text wins
     * over an image beside it (word processors put a picture of the words next to them).
     */
    async paste(view?: SlideView): Promise<PasteResult> {
      const { text, image } = await clipboard.read();
      if (text && isFiguraClipboardText(text)) {
        const elements = parseClipboard(text);
        if (!elements) return { kind: 'nothing' }; // a newer editor's elements: not guessed at
        insert(
          pasteElements(state().document, elements, createElementId, copyOffset()),
          t('history.paste'),
        );
        return { kind: 'pasted' };
      }
      if (text && text.trim() !== '') {
        const { createPastedTextElement, PASTED_TEXT_MAX } = await import('./pasted-text');
        if (text.length > PASTED_TEXT_MAX)
          return { kind: 'tooLong', length: text.length, max: PASTED_TEXT_MAX };
        const doc = state().document;
        const made = createPastedTextElement(text, doc);
        if (made) {
          const element = placeNewElement(doc, made, view);
          insert(
            { document: { ...doc, elements: [...doc.elements, element] }, ids: [element.id] },
            t('history.paste'),
          );
          return { kind: 'pasted' };
        }
      }
      return image ? { kind: 'image', image } : { kind: 'nothing' };
    },
  };
}

export type ArrangeCommands = ReturnType<typeof createArrangeCommands>;
