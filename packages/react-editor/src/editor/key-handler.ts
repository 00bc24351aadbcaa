import {
  commandForKey,
  isTypingTarget,
  keyBelongsToTarget,
  nudgeDelta,
  placeNewElement,
  textToggleForKey,
  toolForKey,
  type EditorEngine,
  type SlideView,
} from '@figura/sdk-core/editor';
import { translator } from '@figura/sdk-core/i18n';
import type { FabricView } from '../canvas/fabric-view';

/** The parts of a key event the editor reads (a DOM KeyboardEvent or React's). */
export interface EditorKeyEvent {
  key: string;
  /** The key's place on the keyboard (Shift+1 and Shift+2 are read by it). */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  repeat: boolean;
  target: EventTarget | null;
  preventDefault(): void;
}

export interface EditorKeyActions {
  editor: EditorEngine;
  /** The fabric view, once it exists. */
  view: () => FabricView | null;
  /** The editor's own window (pasted images are read there). */
  window: () => Window | null | undefined;
  /** The part of the slide in sight: what is pasted from elsewhere goes into free space there. */
  inView?: () => SlideView | undefined;
  onShowShortcuts: () => void;
  /** Something worth telling the user (a paste that could not be done). */
  onNotice: (message: string) => void;
}

/**
 * The editor's key handling (spec §9), bound on the editor's container, never the window. Keys
 * typed into text (fabric's hidden text area, search boxes, the layer name field) never trigger
 * it; other controls keep their own keys but pass undo and redo on. Framework-free: the React
 * shell and the test harness feed it the same events.
 */
export function createKeyHandler(actions: EditorKeyActions): (event: EditorKeyEvent) => void {
  // Each arrow key press is one history entry; auto-repeat while held grows that same entry.
  let nudgePress = 0;
  const t = translator(actions.editor.i18n, 'editor');
  /**
   * Typing while the Text tool waits for a click starts the text in free space in view and types
   * into it, as one expects: no letter arms another tool, no Space presses the focused button. A
   * Space first opens the text without typing one. Keys pressed while a new text waits to open
   * (it is drawn first) go into it.
   */
  const startsText = (event: EditorKeyEvent, view: FabricView | null): boolean => {
    const { editor } = actions;
    const { key } = event;
    if (!view || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target))
      return false;
    if (!view.holdKeyForNewText(key)) {
      if ([...key].length !== 1 || editor.tools.state.getState().armed !== 'textbox') return false;
      if (view.isEditingText()) return false;
      const doc = editor.getDocument();
      editor.addElement(placeNewElement(doc, editor.tools.made('textbox'), actions.inView?.()));
      if (!editor.tools.state.getState().kept) editor.tools.arm(null);
      view.openNewText(key === ' ' ? '' : key);
    }
    event.preventDefault();
    return true;
  };

  return (event) => {
    const { editor, onShowShortcuts, onNotice } = actions;
    const view = actions.view();
    if (startsText(event, view)) return;
    // Ctrl/Cmd+B, I, U format the selected characters while a textbox is being edited, and the
    // whole box when one is selected (as the text toolbar's buttons do); the command code loads
    // on first use, so it stays out of the initial bundle.
    const toggle = textToggleForKey(event);
    if (toggle && (view?.isEditingText() || oneTextboxSelected(editor, event.target))) {
      event.preventDefault();
      void import('../text/text-target').then(({ applyTextCommand }) =>
        applyTextCommand(editor.store, view, { kind: 'toggle', key: toggle }, editor.t),
      );
      return;
    }
    const command = commandForKey(event);
    if (!command || keyBelongsToTarget(event.target, command)) return;
    const { commands } = editor;
    if (command === 'escape') {
      // An armed drawing tool is put down first.
      if (editor.tools.state.getState().armed) editor.tools.arm(null);
      else view?.escape();
      event.preventDefault();
      return;
    }
    if (view?.isEditingText()) return; // fabric's text editing owns the keys
    const hasSelection = editor.getSelection().length > 0;
    switch (command) {
      case 'undo':
        editor.undo();
        break;
      case 'tool':
        if (editor.readOnly) return;
        editor.tools.arm(toolForKey(event) ?? null);
        break;
      case 'keep-tool':
        if (!editor.tools.state.getState().armed) return;
        editor.tools.toggleKept();
        break;
      case 'redo':
        editor.redo();
        break;
      case 'delete':
        if (!hasSelection) return;
        editor.deleteSelected();
        break;
      case 'enter':
        if (!view?.editSelectedText()) return;
        break;
      case 'copy':
        if (!hasSelection) return;
        void commands.copy();
        break;
      case 'cut':
        if (!hasSelection) return;
        void commands.cut();
        break;
      case 'paste': {
        if (editor.readOnly) return;
        const win = actions.window();
        const inView = actions.inView?.();
        void commands
          .paste(inView)
          .then(async (result) => {
            if (result.kind === 'tooLong')
              onNotice(t('paste.textTooLong', { length: result.length, max: result.max }));
            if (result.kind !== 'image' || !win) return;
            const { addPastedImage } = await import('./paste-image');
            if (!(await addPastedImage(editor, result.image, win, inView)))
              onNotice(t('paste.imageRefused'));
          })
          .catch(() => onNotice(t('paste.clipboardUnreadable')));
        break;
      }
      case 'duplicate':
        commands.duplicate();
        break;
      case 'select-all':
        commands.selectAll();
        break;
      case 'group':
        commands.group();
        break;
      case 'ungroup':
        commands.ungroup();
        break;
      case 'nudge': {
        const delta = nudgeDelta(event);
        if (!delta || !hasSelection) return;
        if (!event.repeat) nudgePress += 1;
        commands.nudge(delta.dx, delta.dy, `nudge-${nudgePress}`);
        break;
      }
      case 'shortcuts':
        onShowShortcuts();
        break;
      case 'zoom-in':
        editor.zoomIn();
        break;
      case 'zoom-out':
        editor.zoomOut();
        break;
      case 'zoom-fit':
        editor.zoomToFit();
        break;
      case 'zoom-selection':
        if (!hasSelection) return;
        editor.zoomToSelection();
        break;
    }
    event.preventDefault();
  };
}

/** One textbox selected, the keys not typed into a field, and the editor editable. */
function oneTextboxSelected(editor: EditorEngine, target: EventTarget | null) {
  const selection = editor.getSelection();
  if (editor.readOnly || selection.length !== 1 || isTypingTarget(target)) return false;
  return editor
    .getDocument()
    .elements.some((element) => element.id === selection[0] && element.type === 'textbox');
}
