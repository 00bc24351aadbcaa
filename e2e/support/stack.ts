// A browser-test file's stack: the built product on test ports (stack-product.ts), shared with
// other files or its own, and a real Chromium driven by playwright-core.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { closeContexts, workerBrowser } from './browser';
import { reportOpenPages } from './failure-report';
import { slotOffset, type StackSlot } from './stack-slots';
import { startProductStack, type StackOptions, type StackUrls } from './stack-product';

export { CAPTCHA_TEST_ANSWER, portShift } from './stack-product';
export type TestStackOptions = StackOptions;

export interface TestStack {
  urls: StackUrls;
  browser: Browser;
  stop(): Promise<void>;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** The shared stack of this test worker (shared-stacks.ts), if the run started one for it. */
function sharedStackUrls(): StackUrls | undefined {
  const worker = Number(process.env.VITEST_POOL_ID);
  return inject('sharedStacks')[worker - 1];
}

/** The stack every file asking for `options` shares (shared-stacks.ts starts it once). */
async function settingsStackUrls(options: TestStackOptions): Promise<StackUrls> {
  const response = await fetch(inject('stackBroker'), {
    method: 'POST',
    body: JSON.stringify(options),
  });
  if (!response.ok)
    throw new Error(`No stack for ${JSON.stringify(options)}: ${await response.text()}`);
  return (await response.json()) as StackUrls;
}

/**
 * The stack of one test file, ready before its tests (beforeAll) and let go after them
 * (afterAll). A file that asks nothing special of the product (no options) runs on its worker's
 * shared stack; files asking for the same settings share one stack; either way a file's people
 * and creations are its own (each test signs up its own users), the product's settings are
 * everyone's. `ownStack` gives a file a product of its own all the same (one that changes what
 * every user sees, such as the identity providers). The object reads through to the running
 * stack, so tests use it like a TestStack.
 */
export function useTestStack(
  slot: StackSlot,
  options: TestStackOptions & { ownStack?: boolean } = {},
): TestStack {
  let running: TestStack | undefined;
  beforeAll(async () => {
    const { ownStack, ...stackOptions } = options;
    const asksNothing = Object.keys(stackOptions).length === 0;
    const shared = ownStack
      ? undefined
      : asksNothing
        ? sharedStackUrls()
        : inject('stackBroker')
          ? await settingsStackUrls(stackOptions)
          : undefined;
    const product = shared
      ? { urls: shared, stop: async () => {} }
      : await startProductStack(slotOffset(slot), stackOptions);
    const browser = await workerBrowser();
    running = {
      urls: product.urls,
      browser,
      async stop() {
        await closeContexts(browser);
        await product.stop();
      },
    };
  });
  beforeEach((context) => {
    context.onTestFailed(async () => {
      if (running) await reportOpenPages(running.browser, context.task.name);
    });
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
