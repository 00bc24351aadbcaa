/** Element ids: random, url-safe, stable for an element's life (comments point at them). */
export function createElementId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 16);
}
