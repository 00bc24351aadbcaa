/** A tiny typed event emitter: `on` returns its own unsubscribe (the editor's host API). */
export function createEmitter<Events extends object>() {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener as (payload: never) => void);
      return () => void set.delete(listener as (payload: never) => void);
    },
    emit<E extends keyof Events>(event: E, payload: Events[E]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        // One host listener throwing must not stop the others or the editor.
        try {
          (listener as (payload: Events[E]) => void)(payload);
        } catch (error) {
          globalThis.console?.error(error);
        }
      }
    },
    clear(): void {
      listeners.clear();
    },
  };
}
