/**
 * Test hooks: the editor object on its root element (`figuraEditor`) and the fabric canvas on its
 * canvas element (`figuraCanvas`), for browser tests and the benchmark. Only test builds have
 * them: bundlers that build the portal and the embed define __FIGURA_TEST_HOOKS__ (true when
 * built by `npm test` or the benchmark, FIGURA_TEST_HOOKS=1; false otherwise), and in a host's
 * own build it is undefined, so hooks are off.
 */
declare const __FIGURA_TEST_HOOKS__: boolean | undefined;

export const TEST_HOOKS: boolean =
  typeof __FIGURA_TEST_HOOKS__ !== 'undefined' && __FIGURA_TEST_HOOKS__ === true;

/** Puts `value` on `target` as `name` in test builds; does nothing otherwise. Returns the undo. */
export function exposeForTests(target: object, name: string, value: unknown): () => void {
  if (!TEST_HOOKS) return () => undefined;
  Object.defineProperty(target, name, { value, configurable: true, writable: true });
  return () => {
    if ((target as Record<string, unknown>)[name] === value)
      delete (target as Record<string, unknown>)[name];
  };
}
