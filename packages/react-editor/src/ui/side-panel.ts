import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { EditorEngine, SidePanel } from '@figura/sdk-core/editor';

export type { SidePanel };

export interface SidePanelSlot {
  open: SidePanel | null;
  isOpen(name: SidePanel): boolean;
  /** Opens `name` in place of the one open, or closes it when it is the one open. */
  toggle(name: SidePanel): void;
  show(name: SidePanel): void;
  /** Closes `name` if it is the one open. */
  close(name: SidePanel): void;
}

/**
 * The one place beside the canvas where a panel shows: opening one closes the other, so the
 * canvas never shrinks to a sliver and the page never grows wider than the window. The engine
 * holds which one is open (editor.panels): a host or a test opens panels the same way.
 */
export function useSidePanel(editor: EditorEngine): SidePanelSlot {
  const open = useStore(editor.panels.state, (state) => state.panel);
  return useMemo(
    () => ({
      open,
      isOpen: (name) => open === name,
      toggle: (name) => editor.panels.toggle(name),
      show: (name) => editor.panels.open(name),
      close: (name) => editor.panels.close(name),
    }),
    [editor, open],
  );
}
