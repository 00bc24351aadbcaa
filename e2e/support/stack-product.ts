// Starts the built product (sign-on, API, portal and the rest) on a stack slot's test ports with
// a fresh data directory. No vitest here: the e2e project's globalSetup (shared-stacks.ts) uses
// it too, outside any test file.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM helper shared with `npm start`
import { startStack } from '../../scripts/stack.mjs';
import { STACK_SLOTS } from './stack-slots';

export const CAPTCHA_TEST_ANSWER = 'e2e-captcha';

/**
 * `journal`: the example journal's pages (docs/examples/journal-submission) with the demo
 * partner's key, on the slot's journal port (5400 + shift + slot), its origin among the partner's;
 * `samlIdp`: the local SAML identity provider (apps/saml-idp);
 * `oidcIdp`: the local OpenID provider standing in for Google and Facebook (apps/oidc-idp).
 */
export interface StackUrls {
  portal: string;
  api: string;
  signOn: string;
  billing: string;
  billingChina: string;
  samlIdp: string;
  oidcIdp: string;
  journal: string;
}

/**
 * Added to every port the browser tests use (portal from 5273, API and sign-on site from 3101,
 * journal pages from 5400, one set per stack slot, see stack-slots.ts), so that two checkouts on
 * one machine can run them at once: FIGURA_E2E_PORT_SHIFT=1000 in one of them.
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

/**
 * The origin of the journal page a test file serves itself (journal.ts useJournalServer), on its
 * slot's journal port: `http://127.0.0.1:<port>`, another origin than Figura's localhost.
 */
export function journalPageOrigin(offset: number, shift = portShift()): string {
  return `http://127.0.0.1:${5400 + shift + offset}`;
}

export interface StackOptions {
  /**
   * The plan new users get (FIGURA_NEW_USER_PLAN). Browser tests make many creations per user,
   * so their users are Researchers (no caps) unless a test asks for Starter (T), the product's
   * default.
   */
  newUserPlan?: 'T' | 'S' | 'R' | 'L' | 'J' | 'A';
}

export interface ProductStack {
  urls: StackUrls;
  stop(): Promise<void>;
}

export async function startProductStack(
  offset: number,
  options: StackOptions = {},
): Promise<ProductStack> {
  // The tests read the editor through test hooks, which only test builds have.
  if (process.env.FIGURA_TEST_HOOKS !== '1')
    throw new Error(
      'Browser tests need a test build: run `npm test`, or `npm run test:e2e` (FIGURA_TEST_HOOKS=1).',
    );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'figura-e2e-'));
  const ports = testPorts(offset);
  // Every file's own journal page may call the API and sign-on site, so such files share stacks.
  const allowedOrigins = [
    `http://localhost:${ports.portal}`,
    ...STACK_SLOTS.map((_, slot) => journalPageOrigin(slot)),
  ];
  const stack = await startStack({
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    ports,
    journalPort: 5400 + portShift() + offset,
    env: {
      SIGNON_CAPTCHA_TEST_ANSWER: CAPTCHA_TEST_ANSWER,
      // Every test signs up people of its own from one address, many files on one shared stack.
      SIGNON_REGISTER_LIMIT: '2000',
      SIGNON_LOGIN_LIMIT: '2000',
      NODE_ENV: 'test',
      FIGURA_NEW_USER_PLAN: options.newUserPlan ?? 'R',
      // The portal's switches off; a file turns one on for its own pages (portal-config.ts).
      FIGURA_ASK_COMPLETE_PROFILE: '0',
      FIGURA_PSEUDO_LOCALE: '0',
      FIGURA_SUPPORT_CHAT: '0',
      FIGURA_ALLOWED_ORIGINS: allowedOrigins.join(','),
    },
  });
  return {
    urls: stack.urls,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
