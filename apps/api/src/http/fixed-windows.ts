/**
 * Fixed-window counters by key, in this node's memory (a brake that needs no shared state: with
 * N nodes behind a balancer a key gets N times the budget).
 */
export function fixedWindows(now: () => number = Date.now) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    /**
     * Counts one request of `key` against `max` per `windowMs`: undefined when it is within the
     * budget, else the seconds until the window ends (for Retry-After).
     */
    take(key: string, max: number, windowMs: number): number | undefined {
      const time = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= max) return undefined;
      return Math.max(1, Math.ceil((window.endsAt - time) / 1000));
    },
  };
}
