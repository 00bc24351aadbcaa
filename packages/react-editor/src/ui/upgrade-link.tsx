import { createContext, useContext, type ReactNode } from 'react';

// Where a plan's upsell notes send the person to upgrade: the host's plans page (the portal's
// /pricing/), given as the editor's `upgradeUrl`. None in an embed whose users hold no plan.
const UpgradeUrlContext = createContext<string | undefined>(undefined);

export function UpgradeUrlProvider({ url, children }: { url?: string; children: ReactNode }) {
  return <UpgradeUrlContext.Provider value={url}>{children}</UpgradeUrlContext.Provider>;
}

/** The host's plans page, if it named one. */
export function useUpgradeUrl(): string | undefined {
  return useContext(UpgradeUrlContext);
}
