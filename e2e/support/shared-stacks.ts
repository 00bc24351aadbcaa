// The browser tests' shared stacks (vitest globalSetup of the e2e project): one running product
// per test worker, started once for the whole run, for the files that need nothing special of it
// (useTestStack with no options). Starting a stack took about 12 s a file on a 2-core machine, as
// long as many files' tests; files that change the product's settings keep stacks of their own.
import type { TestProject } from 'vitest/node';
import { startProductStack, type StackUrls } from './stack-product';
import { slotOffset } from './stack-slots';

export const SHARED_SLOTS = ['shared-1', 'shared-2'] as const;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared stacks' URLs, by test worker (VITEST_POOL_ID 1, 2). */
    sharedStacks: StackUrls[];
  }
}

export default async function startSharedStacks(project: TestProject) {
  if (process.env.FIGURA_TEST_HOOKS !== '1') {
    project.provide('sharedStacks', []);
    return;
  }
  const stacks = await Promise.all(
    SHARED_SLOTS.map((slot) => startProductStack(slotOffset(slot), {})),
  );
  project.provide(
    'sharedStacks',
    stacks.map((stack) => stack.urls),
  );
  return async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
  };
}
