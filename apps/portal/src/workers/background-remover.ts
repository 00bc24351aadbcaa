import { removeInWorker } from '@figura/sdk-core/editor';

/**
 * The portal's editors remove backdrops in one worker (started on the first removal, kept for
 * the tab): the canvas stays responsive while a large photo is worked on. Should it not start,
 * the removal runs in the page (removeInWorker falls back).
 */
export const backgroundRemover = removeInWorker(
  () =>
    new Worker(new URL('./background-removal.worker.ts', import.meta.url), {
      type: 'module',
      name: 'figura-background-removal',
    }),
);
