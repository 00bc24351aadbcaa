import { createStore, type StoreApi } from 'zustand/vanilla';
import type { User } from '../schema/contract/creation';
import type { SessionState } from './session-state';

export interface SessionSnapshot {
  /** null until the first ensureSession finishes. */
  state: SessionState | null;
  user: User | null;
  isNewUser: boolean;
  loading: boolean;
}

export type SessionStore = StoreApi<SessionSnapshot>;

/** One per app instance (never module-level): adapters subscribe to it. */
export function createSessionStore(): SessionStore {
  return createStore<SessionSnapshot>()(() => ({
    state: null,
    user: null,
    isNewUser: false,
    loading: false,
  }));
}
