import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './store';
import {
  createStandInSupportChat,
  SUPPORT_CHAT_DELAY_MS,
  supportChatAllowedOn,
  watchSupportChat,
} from './support-chat';
import { testUser } from './test-session';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function setUp(pathname = '/my-creations', hash = '') {
  const session = createSessionStore();
  const chat = createStandInSupportChat();
  const here = { pathname, hash };
  const watch = watchSupportChat({
    chat,
    session,
    location: () => here,
    timers: {
      setTimeout: (f, ms) => setTimeout(f, ms),
      clearTimeout: (h) => clearTimeout(h as never),
    },
  });
  const state = () => chat.store.getState().state;
  return { session, chat, here, watch, state };
}

describe('the support chat (spec §1, §2)', () => {
  it('starts 5.5 s after the user is known, not before', () => {
    const { session, state } = setUp();
    vi.advanceTimersByTime(60_000);
    expect(state()).toBe('off'); // nobody known yet
    session.setState({ user: testUser });
    vi.advanceTimersByTime(5000);
    expect(state()).toBe('off');
    vi.advanceTimersByTime(500);
    expect(state()).toBe('started');
    expect(SUPPORT_CHAT_DELAY_MS).toBe(5500);
  });

  it('opens 100 ms after the user is known when the address has #help', () => {
    const { session, chat, state } = setUp('/my-creations', '#help');
    session.setState({ user: testUser });
    vi.advanceTimersByTime(99);
    expect(state()).toBe('off');
    vi.advanceTimersByTime(1);
    expect(state()).toBe('open');
    expect(chat.store.getState().user).toMatchObject({ id: 'u1', email: 'ada@example.org' });
  });

  it('never loads on paths containing admin or presentation', () => {
    for (const path of ['/admin/teams', '/x/presentation/3', '/Admin']) {
      expect(supportChatAllowedOn(path)).toBe(false);
      const { session, state } = setUp(path, '#help');
      session.setState({ user: testUser });
      vi.advanceTimersByTime(60_000);
      expect(state()).toBe('off');
    }
    expect(supportChatAllowedOn('/my-creations')).toBe(true);
  });

  it('goes away on an excluded path and comes back later elsewhere', () => {
    const { session, here, watch, state } = setUp();
    session.setState({ user: testUser });
    vi.advanceTimersByTime(SUPPORT_CHAT_DELAY_MS);
    expect(state()).toBe('started');
    here.pathname = '/admin/identity-providers';
    watch.locationChanged();
    expect(state()).toBe('off');
    here.pathname = '/gallery';
    watch.locationChanged();
    vi.advanceTimersByTime(SUPPORT_CHAT_DELAY_MS);
    expect(state()).toBe('started');
  });

  it('is removed on logout, and a logout before the delay cancels the start', () => {
    const { session, state } = setUp();
    session.setState({ user: testUser });
    vi.advanceTimersByTime(3000);
    session.setState({ user: null });
    vi.advanceTimersByTime(60_000);
    expect(state()).toBe('off');
    session.setState({ user: testUser });
    vi.advanceTimersByTime(SUPPORT_CHAT_DELAY_MS);
    expect(state()).toBe('started');
    session.setState({ user: null });
    expect(state()).toBe('off');
  });

  it('does not restart when the session changes for the same user', () => {
    const { session, state } = setUp();
    session.setState({ user: testUser });
    vi.advanceTimersByTime(5000);
    session.setState({ loading: true });
    vi.advanceTimersByTime(500);
    expect(state()).toBe('started');
  });

  it('the dispose cancels a pending start', () => {
    const { session, watch, state } = setUp();
    session.setState({ user: testUser });
    watch.dispose();
    vi.advanceTimersByTime(60_000);
    expect(state()).toBe('off');
  });
});
