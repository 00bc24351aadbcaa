import type { SessionStore } from './store';

/**
 * Real-user monitoring (spec §1, §8, §9): a third party behind `Monitoring`. Every session is
 * recorded (sample rate 100 %), what users type is masked, the user's id and email are attached
 * while they are signed in, and a failure to initialise is only logged: monitoring must never
 * stop the portal.
 */

export const MONITORING_SAMPLE_RATE = 100;

export interface MonitoringOptions {
  /** Percentage of sessions recorded. */
  sampleRate: number;
  /** Typed text is never recorded as typed. */
  maskUserInput: true;
}

export interface MonitoringUser {
  id: string;
  email: string;
}

/** What the portal asks of a monitoring vendor. */
export interface Monitoring {
  init(options: MonitoringOptions): void | Promise<void>;
  /** The signed-in user, or null when they log out (nothing of them stays attached). */
  setUser(user: MonitoringUser | null): void;
  /** A user's input (a field's label and value); the vendor records it masked. */
  recordInput(field: string, value: string): void;
}

export const MONITORING_INIT_FAILED = 'Monitoring could not be started';

/**
 * Initialises the monitoring and follows the session: the user is attached when known and removed
 * on logout. An initialisation failure (thrown or rejected) is logged and the portal goes on.
 */
export function startMonitoring(options: {
  monitoring: Monitoring;
  session: SessionStore;
  logger?: Pick<Console, 'error'>;
}): () => void {
  const { monitoring, session, logger = console } = options;
  const failed = (error: unknown) => logger.error(MONITORING_INIT_FAILED, error);
  try {
    const started = monitoring.init({
      sampleRate: MONITORING_SAMPLE_RATE,
      maskUserInput: true,
    });
    if (started) started.catch(failed);
  } catch (error) {
    failed(error);
  }
  let attached: string | null = null;
  const follow = () => {
    const user = session.getState().user;
    const id = user ? `${user.id}\n${user.email}` : null;
    if (id === attached) return;
    attached = id;
    monitoring.setUser(user ? { id: user.id, email: user.email } : null);
  };
  follow();
  return session.subscribe(follow);
}

/** The stand-in's masking: every character but spaces becomes `*` (the length and words stay). */
export function maskUserInput(value: string): string {
  return value.replace(/\S/gu, '*');
}

export type MonitoringEvent =
  | { type: 'init'; options: MonitoringOptions }
  | { type: 'user'; user: MonitoringUser | null }
  | { type: 'input'; field: string; value: string };

/**
 * The stand-in for the monitoring vendor until one is chosen: it keeps the events in memory (and
 * logs them when given a logger, as the portal does in development). Input is stored masked.
 */
export interface StandInMonitoring extends Monitoring {
  readonly events: readonly MonitoringEvent[];
  readonly user: MonitoringUser | null;
}

export function createStandInMonitoring(logger?: Pick<Console, 'debug'>): StandInMonitoring {
  const events: MonitoringEvent[] = [];
  let user: MonitoringUser | null = null;
  const record = (event: MonitoringEvent) => {
    events.push(event);
    logger?.debug('[monitoring stand-in]', event);
  };
  return {
    events,
    get user() {
      return user;
    },
    init: (options) => record({ type: 'init', options }),
    setUser(next) {
      user = next;
      record({ type: 'user', user: next });
    },
    recordInput: (field, value) => record({ type: 'input', field, value: maskUserInput(value) }),
  };
}
