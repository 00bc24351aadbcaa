// The portal's runtime switches (its /config.json, apps/portal/server/runtime-config.ts) for one
// browser context: the support chat, the pseudo-locale, the profile step. Test stacks serve them
// off so they cover nothing in other files' pages; a file that tests one turns it on for its own
// pages here, and the portal reads it exactly as when the server's environment sets it.
import type { BrowserContext } from 'playwright-core';

export interface PortalSwitches {
  /** FIGURA_SUPPORT_CHAT */
  supportChat?: boolean;
  /** FIGURA_PSEUDO_LOCALE */
  pseudoLocale?: boolean;
  /** FIGURA_ASK_COMPLETE_PROFILE */
  askCompleteProfile?: boolean;
}

export async function withPortalSwitches(
  context: BrowserContext,
  portalUrl: string,
  switches: PortalSwitches,
): Promise<void> {
  await context.route(`${portalUrl}/config.json`, async (route) => {
    const response = await route.fetch();
    const served = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...served, ...switches } });
  });
}
