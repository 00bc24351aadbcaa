import { removeBackground } from './background-removal';
import type { RemovalReply, RemovalRequest } from './background-remover';

/** Where the worker hears requests and answers (its global scope; a MessagePort in tests). */
export interface RemovalScope {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  postMessage(message: RemovalReply, transfer: Transferable[]): void;
}

/**
 * The worker's side of removeInWorker: answers each request with the picture without its
 * backdrop (its pixels handed over, not copied), or with why it could not.
 */
export function serveBackgroundRemoval(scope: RemovalScope): void {
  scope.addEventListener('message', ({ data }) => {
    const { id, pixels, options } = data as RemovalRequest;
    try {
      const result = removeBackground(pixels, options);
      scope.postMessage({ id, pixels: result }, [result.data.buffer]);
    } catch (error) {
      scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }, []);
    }
  });
}
