import type { KeyboardEvent } from 'react';
import { textToggleForKey } from '@figura/sdk-core/editor';
import type { EditorStore } from '@figura/sdk-core/stores';
import type { FabricView } from '../canvas/fabric-view';

/**
 * Ctrl/Cmd+B, I, U while a textbox is being edited: formats the selected characters. The command
 * code loads on first use, so it stays out of the initial bundle. True when the key was taken.
 */
export function handleTextKeys(
  event: KeyboardEvent<HTMLElement>,
  view: FabricView | null,
  store: EditorStore,
): boolean {
  const toggle = textToggleForKey(event);
  if (!toggle || !view?.isEditingText()) return false;
  event.preventDefault();
  void import('./text-target').then(({ applyTextCommand }) =>
    applyTextCommand(store, view, { kind: 'toggle', key: toggle }),
  );
  return true;
}
