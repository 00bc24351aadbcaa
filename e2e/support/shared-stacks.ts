// The browser tests' shared stacks (vitest globalSetup of the e2e project). Starting a stack took
// about 12 s a file on a 2-core machine, as long as many files' tests, so files share them:
// - files that ask nothing special of the product (useTestStack with no options) run on their
//   test worker's stack, one per worker, started before the first file;
// - files that ask for settings (a plan for new users) share one stack
//   per set of settings, started when the first such file asks the broker below and kept until
//   the run ends. Files that change what every user of a product sees keep their own (ownStack).
// Every file of a test worker drives the worker's Chromium (browser.ts), each in browser contexts
// of its own (which share no cookies, storage or cache): launching one per file cost one to two
// seconds each.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import {
  startProductStack,
  type ProductStack,
  type StackOptions,
  type StackUrls,
} from './stack-product';
import { slotOffset, STACK_SLOTS } from './stack-slots';

export const SHARED_SLOTS = ['shared-1', 'shared-2'] as const;
/** The ports of the stacks shared by a set of settings, taken in turn as sets are asked for. */
const SETTINGS_SLOTS = STACK_SLOTS.filter(
  (slot) => slot.startsWith('shared-') && !(SHARED_SLOTS as readonly string[]).includes(slot),
);

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared stacks' URLs, by test worker (VITEST_POOL_ID 1, 2). */
    sharedStacks: StackUrls[];
    /** Where a test file asks for the stack of its settings (POST /stacks with StackOptions). */
    stackBroker: string;
  }
}

/** One key per set of settings, whatever the order of its fields. */
function settingsKey(options: StackOptions): string {
  return JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));
}

/** Starts a stack per set of settings on first request; every later request gets the same one. */
function startBroker(): { server: Server; stacks: Promise<ProductStack>[] } {
  const bySettings = new Map<string, Promise<ProductStack>>();
  const stacks: Promise<ProductStack>[] = [];
  const stackFor = (options: StackOptions) => {
    const key = settingsKey(options);
    let stack = bySettings.get(key);
    if (!stack) {
      const slot = SETTINGS_SLOTS[bySettings.size];
      if (!slot)
        throw new Error(
          'More sets of stack settings than shared slots: add a shared-<n> slot to STACK_SLOTS',
        );
      stack = startProductStack(slotOffset(slot), options);
      bySettings.set(key, stack);
      stacks.push(stack);
    }
    return stack;
  };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      Promise.resolve()
        .then(() => stackFor(JSON.parse(body) as StackOptions))
        .then(
          (stack) => response.writeHead(200).end(JSON.stringify(stack.urls)),
          (error: unknown) => response.writeHead(500).end(String(error)),
        );
    });
  });
  return { server, stacks };
}

export default async function startSharedStacks(project: TestProject) {
  if (process.env.FIGURA_TEST_HOOKS !== '1') {
    project.provide('sharedStacks', []);
    project.provide('stackBroker', '');
    return;
  }
  const broker = startBroker();
  await new Promise<void>((resolve) => broker.server.listen(0, '127.0.0.1', resolve));
  const { port } = broker.server.address() as AddressInfo;
  project.provide('stackBroker', `http://127.0.0.1:${port}/stacks`);
  const stacks = await Promise.all(
    SHARED_SLOTS.map((slot) => startProductStack(slotOffset(slot), {})),
  );
  project.provide(
    'sharedStacks',
    stacks.map((stack) => stack.urls),
  );
  return async () => {
    broker.server.close();
    const settingsStacks = await Promise.allSettled(broker.stacks);
    await Promise.all([
      ...stacks.map((stack) => stack.stop()),
      ...settingsStacks.map((settled) =>
        settled.status === 'fulfilled' ? settled.value.stop() : undefined,
      ),
    ]);
  };
}
