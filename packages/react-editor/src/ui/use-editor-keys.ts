import { useRef, type KeyboardEvent } from 'react';
import {
  commandForKey,
  createPastedImageElement,
  keyBelongsToTarget,
  nudgeDelta,
  type ArrangeCommands,
  type FiguraEditor,
} from '@figura/sdk-core/editor';
import type { FabricView } from '../canvas/fabric-view';
import { readImage } from '../editor/paste-image';

export interface EditorKeyActions {
  view: FabricView | null;
  editor: FiguraEditor;
  commands: ArrangeCommands;
  onShowShortcuts: () => void;
  /** Something worth telling the user (a paste that could not be done). */
  onNotice: (message: string) => void;
}

/**
 * The editor's key handling (spec §9), bound on the editor's container, never the window. Keys
 * typed into text (fabric's hidden text area, search boxes, the layer name field) never trigger it;
 * other controls keep their own keys but pass undo and redo on.
 */
export function useEditorKeys(actions: EditorKeyActions) {
  const latest = useRef(actions);
  latest.current = actions;
  // Each arrow key press is one history entry; auto-repeat while held grows that same entry.
  const nudgePress = useRef(0);

  return (event: KeyboardEvent<HTMLElement>) => {
    const command = commandForKey(event);
    if (!command || keyBelongsToTarget(event.target, command)) return;
    const { view, editor, commands, onShowShortcuts, onNotice } = latest.current;
    if (command === 'escape') {
      view?.escape();
      event.preventDefault();
      return;
    }
    if (view?.isEditingText()) return; // fabric's text editing owns the keys
    const hasSelection = editor.getSelection().length > 0;
    switch (command) {
      case 'undo':
        editor.undo();
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
        const view = event.currentTarget.ownerDocument.defaultView;
        void commands
          .paste()
          .then(async (result) => {
            if (result.kind !== 'image' || !view) return;
            const element = createPastedImageElement(
              await readImage(result.image, view),
              editor.getDocument(),
            );
            if (element) editor.addElement(element);
            else
              onNotice(
                'This image cannot be pasted: use a PNG, JPEG, GIF or WebP of at most 5 MB.',
              );
          })
          .catch(() => onNotice('The clipboard could not be read.'));
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
        if (!event.repeat) nudgePress.current += 1;
        commands.nudge(delta.dx, delta.dy, `nudge-${nudgePress.current}`);
        break;
      }
      case 'shortcuts':
        onShowShortcuts();
        break;
    }
    event.preventDefault();
  };
}
