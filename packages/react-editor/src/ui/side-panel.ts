import { useCallback, useMemo, useState } from 'react';

/** The panels beside the canvas; one shows at a time. */
export type SidePanel =
  'icons' | 'library' | 'add' | 'layers' | 'altText' | 'preflight' | 'comments' | 'canvas';

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
 * canvas never shrinks to a sliver and the page never grows wider than the window.
 */
export function useSidePanel(): SidePanelSlot {
  const [open, setOpen] = useState<SidePanel | null>(null);
  const toggle = useCallback(
    (name: SidePanel) => setOpen((current) => (current === name ? null : name)),
    [],
  );
  const close = useCallback(
    (name: SidePanel) => setOpen((current) => (current === name ? null : current)),
    [],
  );
  return useMemo(
    () => ({ open, isOpen: (name) => open === name, toggle, show: setOpen, close }),
    [open, toggle, close],
  );
}
