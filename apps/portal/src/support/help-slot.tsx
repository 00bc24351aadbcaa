import { createContext, useContext, useState, type ReactNode } from 'react';

type Slot = HTMLElement | null;

const HelpSlotContext = createContext<{ slot: Slot; setSlot: (slot: Slot) => void }>({
  slot: null,
  setSlot: () => undefined,
});

/** Where the page header keeps a place for Help (the support chat), so it never floats over controls. */
export function HelpSlotProvider({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<Slot>(null);
  return <HelpSlotContext.Provider value={{ slot, setSlot }}>{children}</HelpSlotContext.Provider>;
}

/** The header's place for Help, once a header is on the page. */
export const useHelpSlot = (): Slot => useContext(HelpSlotContext).slot;

/** The header's element that Help goes into (a ref callback). */
export const useHelpSlotRef = (): ((slot: Slot) => void) => useContext(HelpSlotContext).setSlot;
