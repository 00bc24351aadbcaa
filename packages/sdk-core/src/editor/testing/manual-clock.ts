// Tests only: a clock the test moves. Autosave's debounce and retries fire only when it advances.

/** Lets pending promise callbacks run (a save resolving, the next one starting). */
export const flushPromises = async (rounds = 20) => {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
};

export function manualClock() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  return {
    timers: {
      setTimeout: (callback: () => void, ms: number) => {
        const id = nextId++;
        pending.set(id, { at: now + ms, callback });
        return id;
      },
      clearTimeout: (id: unknown) => void pending.delete(id as number),
      now: () => now,
    },
    /** Moves time on by `ms`, firing each timer due on the way, in order. */
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
        await flushPromises();
      }
      now = until;
      await flushPromises();
    },
    pendingCount: () => pending.size,
  };
}
