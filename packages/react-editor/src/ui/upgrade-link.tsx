import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PlanCode, UpsellPrompt } from '@figura/sdk-core/schema';

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

/**
 * The host's plans page naming the plan that lifts `upsell` from `plan` (`?plan=S`). The plans'
 * rules load when a prompt first shows, out of the editor's first frame; until then (or if they
 * cannot load) the plans page itself.
 */
export function useUpgradeHref(upsell: UpsellPrompt, plan: PlanCode): string | undefined {
  const base = useUpgradeUrl();
  const [named, setNamed] = useState<{ key: string; href: string }>();
  const key = `${base} ${plan} ${upsell}`;
  useEffect(() => {
    if (!base) return undefined;
    let live = true;
    import('@figura/sdk-core/model').then(
      ({ upgradeHref }) => live && setNamed({ key, href: upgradeHref(base, plan, upsell) }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [base, plan, upsell, key]);
  if (!base) return undefined;
  return named?.key === key ? named.href : base;
}
