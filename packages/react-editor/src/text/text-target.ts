import { elementPatchFromFabric, updateFabricObject } from '@figura/sdk-core/render';
import type { TextboxElement } from '@figura/sdk-core/schema';
import type { EditorStore, ElementPatch } from '@figura/sdk-core/stores';
import type { Textbox } from 'fabric';
import { browserFabric as fabric } from '../canvas/browser-fabric';
import type { FabricView } from '../canvas/fabric-view';
import { fitLabelWidth } from '../canvas/label-width';
import {
  commandLabel,
  textCommandPatch,
  type CaretRange,
  type TextCommand,
} from '@figura/sdk-core/editor';
import type { Translate } from '@figura/sdk-core/i18n';

/** The textbox the text tools act on: the only selected element, if it is a textbox. */
export interface TextTarget {
  element: TextboxElement;
  /** Its fabric object while it is being edited (then `range` is the selected characters). */
  editing: Textbox | null;
  range: CaretRange | null;
}

export function currentTextTarget(store: EditorStore, view: FabricView | null): TextTarget | null {
  const { document, selection } = store.getState();
  if (selection.length !== 1) return null;
  const element = document.elements.find((item) => item.id === selection[0]);
  if (!element || element.type !== 'textbox') return null;
  const object = view?.getObject(element.id) as Textbox | undefined;
  if (!object?.isEditing) return { element, editing: null, range: null };
  // What was typed since editing began is not in the store yet: start from fabric's text.
  const live = {
    ...element,
    ...elementPatchFromFabric(fabric, object, element),
  } as TextboxElement;
  return {
    element: live,
    editing: object,
    range: { start: object.selectionStart, end: object.selectionEnd },
  };
}

/**
 * Applies a text command as one history entry. While editing, fabric keeps editing the same
 * object: the change is drawn onto it in place, the caret range is kept (moved past an inserted
 * symbol) and the hidden text area is brought in line so typing continues from there.
 */
export function applyTextCommand(
  store: EditorStore,
  view: FabricView | null,
  command: TextCommand,
  /** Names the history entry: the engine's words (namespace `common`, `editor.t`). */
  engineWords: Translate,
): boolean {
  const target = currentTextTarget(store, view);
  if (!target) return false;
  const { element, editing, range } = target;
  const patch = textCommandPatch(element, range, command);
  const typed: Partial<TextboxElement> = editing
    ? { ...(elementPatchFromFabric(fabric, editing, element) as Partial<TextboxElement>), ...patch }
    : patch;
  const full = { ...typed, ...fittedLabel(store, view, element, typed) };
  store
    .getState()
    .updateElements({ [element.id]: full as ElementPatch }, commandLabel(command, engineWords));
  if (!editing) return true;
  // Draw the change onto the edited object now (the view does the same a moment later), so the
  // hidden text area and the caret agree with the text before the next key arrives.
  const committed = store.getState().document.elements.find((item) => item.id === element.id) as
    TextboxElement | undefined;
  if (committed) updateFabricObject(fabric, editing, element, committed);
  if (command.kind === 'insert' && range) {
    const caret = Math.min(range.start, range.end) + Array.from(command.text).length;
    editing.selectionStart = caret;
    editing.selectionEnd = caret;
  }
  const object = editing as Textbox & { _updateTextarea?: () => void };
  // fabric diffs the hidden text area against its text on the next key: they must agree.
  if (object.hiddenTextarea) object.hiddenTextarea.value = object.text;
  object._updateTextarea?.();
  object.hiddenTextarea?.focus({ preventScroll: true });
  view?.canvas.requestRenderAll();
  return true;
}

/**
 * A label that widens with its words (`autoWidth`) keeps to one line when its size, face or
 * spacing changes: its new width and place, to go into the same history entry as the change.
 */
function fittedLabel(
  store: EditorStore,
  view: FabricView | null,
  element: TextboxElement,
  patch: Partial<TextboxElement>,
): Partial<TextboxElement> {
  if (!element.autoWidth) return {};
  const object = view?.getObject(element.id);
  if (!(object instanceof fabric.Textbox)) return {};
  const next = { ...element, ...patch } as TextboxElement;
  if (!updateFabricObject(fabric, object, element, next)) return {};
  fitLabelWidth(object, store.getState().document.width);
  return { width: object.width, left: object.left };
}
