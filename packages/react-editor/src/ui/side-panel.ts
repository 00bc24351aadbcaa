import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { EditorEngine, SidePanel } from '@figura/sdk-core/editor';

export type { SidePanel };

export interface SidePanelSlot {
  open: SidePanel | null;
  /** The words the open panel starts searching for ('' for none). */
  search: string;
  isOpen(name: SidePanel): boolean;
  /** Opens `name` in place of the one open, or closes it when it is the one open. */
  toggle(name: SidePanel): void;
  show(name: SidePanel, search?: string): void;
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
  const search = useStore(editor.panels.state, (state) => state.search);
  return useMemo(
    () => ({
      open,
      search,
      isOpen: (name) => open === name,
      toggle: (name) => editor.panels.toggle(name),
      show: (name, words) => editor.panels.open(name, words),
      close: (name) => editor.panels.close(name),
    }),
    [editor, open, search],
  );
}
