import { describe, expect, it } from 'vitest';
import {
  createStandInMonitoring,
  MONITORING_INIT_FAILED,
  startMonitoring,
  type Monitoring,
} from './monitoring';
import { createSessionStore } from './store';
import { testUser } from './test-session';

function recordingLogger() {
  const errors: unknown[][] = [];
  return { errors, error: (...args: unknown[]) => void errors.push(args) };
}

describe('real-user monitoring (spec §1, §9)', () => {
  it('records every session with input masked, and attaches the user while signed in', () => {
    const session = createSessionStore();
    const monitoring = createStandInMonitoring();
    startMonitoring({ monitoring, session });
    expect(monitoring.events[0]).toEqual({
      type: 'init',
      options: { sampleRate: 100, maskUserInput: true },
    });
    expect(monitoring.user).toBeNull();
    session.setState({ user: testUser });
    expect(monitoring.user).toEqual({ id: 'u1', email: 'ada@example.org' });
    session.setState({ loading: true });
    // Other session changes do not attach the user again.
    expect(monitoring.events.filter((event) => event.type === 'user')).toHaveLength(1);
    session.setState({ user: null });
    expect(monitoring.user).toBeNull();
  });

  it('masks what the user types: every character but spaces becomes *', () => {
    const monitoring = createStandInMonitoring();
    monitoring.recordInput('Creation name', 'My secret figure');
    expect(monitoring.events).toEqual([
      { type: 'input', field: 'Creation name', value: '** ****** ******' },
    ]);
  });

  it('only logs an initialisation failure, thrown or rejected, and still follows the user', async () => {
    for (const init of [
      () => {
        throw new Error('vendor script blocked');
      },
      () => Promise.reject(new Error('vendor unreachable')),
    ]) {
      const logger = recordingLogger();
      const users: unknown[] = [];
      const monitoring: Monitoring = {
        init,
        setUser: (user) => void users.push(user),
        recordInput: () => undefined,
      };
      const session = createSessionStore();
      expect(() => startMonitoring({ monitoring, session, logger })).not.toThrow();
      await Promise.resolve();
      expect(logger.errors).toHaveLength(1);
      expect(logger.errors[0]?.[0]).toBe(MONITORING_INIT_FAILED);
      session.setState({ user: testUser });
      expect(users.at(-1)).toEqual({ id: 'u1', email: 'ada@example.org' });
    }
  });

  it('stops following the session when stopped', () => {
    const session = createSessionStore();
    const monitoring = createStandInMonitoring();
    const stop = startMonitoring({ monitoring, session });
    stop();
    session.setState({ user: testUser });
    expect(monitoring.user).toBeNull();
  });
});
