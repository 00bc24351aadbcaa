import { act } from 'react';

/**
 * Waits until `check` passes (returning what it returns), letting React render inside act() what
 * settles meanwhile (a plan read, a library loaded); throws `check`'s last error after
 * `timeoutMs`.
 */
export async function eventually<T>(check: () => T, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > until) throw error;
    }
    await act(() => new Promise((resolve) => globalThis.setTimeout(resolve, 10)));
  }
}
