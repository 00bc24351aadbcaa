// Starts the built product (sign-on, API, portal) on test ports with a fresh data directory,
// and a real Chromium driven by playwright-core.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { slotOffset, type StackSlot } from './stack-slots';
// @ts-expect-error plain ESM helper shared with `npm start`
import { startStack } from '../../scripts/stack.mjs';
// @ts-expect-error plain ESM helper shared with the benchmark
import { launchChromium } from '../../scripts/chromium.mjs';

export const CAPTCHA_TEST_ANSWER = 'e2e-captcha';

export interface TestStack {
  /**
   * `journal`: the example journal's pages, when the stack runs them (TestStackOptions.journal);
   * `samlIdp`: the local SAML identity provider (apps/saml-idp);
   * `oidcIdp`: the local OpenID provider standing in for Google and Facebook (apps/oidc-idp).
   */
  urls: {
    portal: string;
    api: string;
    signOn: string;
    billing: string;
    billingChina: string;
    samlIdp: string;
    oidcIdp: string;
    journal?: string;
  };
  browser: Browser;
  stop(): Promise<void>;
}

/**
 * Added to every port the browser tests use (portal from 5273, API and sign-on site from 3101,
 * journal pages from 5400, one set per stack slot, see stack-slots.ts), so that two checkouts on one machine can run them at once:
 * FIGURA_E2E_PORT_SHIFT=1000 in one of them.
 */
export function portShift(value = process.env.FIGURA_E2E_PORT_SHIFT): number {
  const shift = Number(value ?? 0);
  if (!Number.isInteger(shift) || shift < 0 || shift > 60000)
    throw new Error(`FIGURA_E2E_PORT_SHIFT must be a whole number from 0 to 60000, not "${value}"`);
  return shift;
}

/** The ports of the stack in slot `offset` (each test file has its own, see stack-slots.ts). */
function testPorts(offset: number, shift = portShift()) {
  return {
    portal: 5273 + shift + offset,
    api: 3101 + shift + offset * 10,
    signOn: 3102 + shift + offset * 10,
    billing: 3103 + shift + offset * 10,
    billingChina: 3104 + shift + offset * 10,
    samlIdp: 3105 + shift + offset * 10,
    oidcIdp: 3106 + shift + offset * 10,
  };
}

export interface TestStackOptions {
  /** Origins besides the portal's that the API and sign-on site accept (other journal pages). */
  otherOrigins?: string[];
  /**
   * Also run the example journal (docs/examples/journal-submission) with the demo partner's key,
   * on this slot's journal port (5400 + shift + slot), its origin among the partner's.
   */
  journal?: boolean;
  /**
   * The plan new users get (FIGURA_NEW_USER_PLAN). Browser tests make many creations per user,
   * so their users are Researchers (no caps) unless a test asks for Starter (T), the product's
   * default.
   */
  newUserPlan?: 'T' | 'S' | 'R' | 'L' | 'J' | 'A';
  /** Send new users to /auth/complete-profile after sign-in (off for the other features' tests). */
  askCompleteProfile?: boolean;
  /** Every portal and editor string pseudo-localised (FIGURA_PSEUDO_LOCALE). */
  pseudoLocale?: boolean;
  /** Load the support chat (off for the other features' tests: its button sits in a corner). */
  supportChat?: boolean;
}

export async function startTestStack(
  offset = 0,
  options: TestStackOptions = {},
): Promise<TestStack> {
  // The tests read the editor through test hooks, which only test builds have.
  if (process.env.FIGURA_TEST_HOOKS !== '1')
    throw new Error(
      'Browser tests need a test build: run `npm test`, or `npm run test:e2e` (FIGURA_TEST_HOOKS=1).',
    );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'figura-e2e-'));
  const ports = testPorts(offset);
  const origins = options.otherOrigins
    ? {
        FIGURA_ALLOWED_ORIGINS: [`http://localhost:${ports.portal}`, ...options.otherOrigins].join(
          ',',
        ),
      }
    : {};
  const stack = await startStack({
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    ports,
    journalPort: options.journal ? 5400 + portShift() + offset : undefined,
    env: {
      SIGNON_CAPTCHA_TEST_ANSWER: CAPTCHA_TEST_ANSWER,
      NODE_ENV: 'test',
      FIGURA_NEW_USER_PLAN: options.newUserPlan ?? 'R',
      FIGURA_ASK_COMPLETE_PROFILE: options.askCompleteProfile ? '1' : '0',
      FIGURA_PSEUDO_LOCALE: options.pseudoLocale ? '1' : '0',
      FIGURA_SUPPORT_CHAT: options.supportChat ? '1' : '0',
      ...origins,
    },
  });
  const browser: Browser = await launchChromium();
  return {
    urls: stack.urls,
    browser,
    async stop() {
      await browser.close();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/**
 * The stack of one test file: started before its tests (beforeAll) and stopped after them
 * (afterAll). The object reads through to the running stack, so tests use it like a TestStack.
 */
export function useTestStack(slot: StackSlot, options?: TestStackOptions): TestStack {
  let running: TestStack | undefined;
  beforeAll(async () => {
    running = await startTestStack(slotOffset(slot), options);
  });
  afterAll(async () => {
    await running?.stop();
  });
  return new Proxy({} as TestStack, {
    get(_target, key) {
      if (!running) throw new Error('The test stack starts in beforeAll: use it inside tests.');
      return Reflect.get(running, key);
    },
  });
}
