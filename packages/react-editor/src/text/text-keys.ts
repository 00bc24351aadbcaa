import type { KeyboardEvent } from 'react';
import type { EditorStore } from '@figura/sdk-core/stores';
import type { FabricView } from '../canvas/fabric-view';
import type { ToggleKey } from './text-commands';

const TOGGLE_KEYS: Record<string, ToggleKey> = { b: 'bold', i: 'italic', u: 'underline' };

/** The toggle Ctrl/Cmd+B, I or U stands for, or null. */
export function textToggleForKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): ToggleKey | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  return TOGGLE_KEYS[event.key.toLowerCase()] ?? null;
}

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
