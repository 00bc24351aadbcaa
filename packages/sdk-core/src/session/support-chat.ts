import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionStore } from './store';

/**
 * The support chat (spec §1, §2): a third-party widget behind `SupportChat`. It is never loaded
 * on paths containing "admin" or "presentation"; with #help in the address it opens 100 ms after
 * the user is known, otherwise it starts 5.5 s after (late, so it does not compete with the page).
 */

export const SUPPORT_CHAT_DELAY_MS = 5500;
export const SUPPORT_CHAT_HELP_DELAY_MS = 100;
export const SUPPORT_CHAT_HELP_HASH = '#help';
/** Path fragments where the chat never loads (admin screens, presenting slides). */
export const SUPPORT_CHAT_EXCLUDED_PATHS = ['admin', 'presentation'] as const;

export interface SupportChatUser {
  id: string;
  email: string;
  name?: string;
}

/** What the portal asks of a chat provider. */
export interface SupportChat {
  /** Loads the widget for this user (collapsed). */
  start(user: SupportChatUser): void;
  /** Opens the conversation (after start). */
  open(): void;
  /** Removes the widget (logout, or a path where it must not be). */
  shutdown(): void;
}

export interface ChatTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ChatLocation {
  pathname: string;
  hash: string;
}

export function supportChatAllowedOn(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return !SUPPORT_CHAT_EXCLUDED_PATHS.some((fragment) => path.includes(fragment));
}

export interface SupportChatWatch {
  /** Call after a navigation: an excluded path removes the chat, an allowed one may start it. */
  locationChanged(): void;
  dispose(): void;
}

/**
 * Starts the chat when the session has a user and the path allows it, with the delays above;
 * a logout (no user) or an excluded path removes it and cancels a pending start.
 */
export function watchSupportChat(options: {
  chat: SupportChat;
  session: SessionStore;
  location: () => ChatLocation;
  timers: ChatTimers;
}): SupportChatWatch {
  const { chat, session, location, timers } = options;
  let pending: unknown;
  let pendingFor: string | null = null;
  let startedFor: string | null = null;

  const cancel = () => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
    pendingFor = null;
  };
  const remove = () => {
    cancel();
    if (startedFor !== null) chat.shutdown();
    startedFor = null;
  };
  const follow = () => {
    const user = session.getState().user;
    if (!user || !supportChatAllowedOn(location().pathname)) return remove();
    if (startedFor === user.id) return;
    if (pendingFor === user.id) return;
    remove();
    const help = location().hash === SUPPORT_CHAT_HELP_HASH;
    pendingFor = user.id;
    pending = timers.setTimeout(
      () => {
        pending = undefined;
        pendingFor = null;
        startedFor = user.id;
        chat.start({ id: user.id, email: user.email, name: user.name });
        if (help) chat.open();
      },
      help ? SUPPORT_CHAT_HELP_DELAY_MS : SUPPORT_CHAT_DELAY_MS,
    );
  };

  follow();
  const unsubscribe = session.subscribe(follow);
  return {
    locationChanged: follow,
    dispose() {
      unsubscribe();
      remove();
    },
  };
}

export type StandInChatState = 'off' | 'started' | 'open';

/**
 * The stand-in for the chat provider until one is chosen: it only keeps a state that the portal
 * shows as a small Help panel saying so. A real provider implements the same interface.
 */
export interface StandInSupportChat extends SupportChat {
  readonly store: StoreApi<{ state: StandInChatState; user: SupportChatUser | null }>;
  close(): void;
}

export function createStandInSupportChat(): StandInSupportChat {
  const store = createStore<{ state: StandInChatState; user: SupportChatUser | null }>()(() => ({
    state: 'off',
    user: null,
  }));
  return {
    store,
    start: (user) => store.setState({ state: 'started', user }),
    open: () => {
      if (store.getState().state !== 'off') store.setState({ state: 'open' });
    },
    close: () => {
      if (store.getState().state === 'open') store.setState({ state: 'started' });
    },
    shutdown: () => store.setState({ state: 'off', user: null }),
  };
}
