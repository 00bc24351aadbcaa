import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { startMonitoring, type Monitoring, type SessionStore } from '@figura/sdk-core/session';

const MonitoringContext = createContext<Monitoring | null>(null);

/** The label a recorded input goes under: what the user sees, never the value. */
function fieldName(field: HTMLInputElement | HTMLTextAreaElement): string {
  return field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.name;
}

/**
 * Real-user monitoring for the components inside (spec §1, §9): started once (a failure is only
 * logged), the session's user attached while signed in, and what users type recorded through the
 * vendor, which masks it.
 */
export function MonitoringProvider({
  monitoring,
  session,
  children,
}: {
  monitoring: Monitoring;
  session: SessionStore;
  children: ReactNode;
}) {
  useEffect(() => startMonitoring({ monitoring, session }), [monitoring, session]);
  useEffect(() => {
    const recordInput = (event: Event) => {
      const field = event.target;
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
        monitoring.recordInput(fieldName(field), field.value);
    };
    document.addEventListener('change', recordInput, true);
    return () => document.removeEventListener('change', recordInput, true);
  }, [monitoring]);
  return <MonitoringContext.Provider value={monitoring}>{children}</MonitoringContext.Provider>;
}

/** The monitoring; outside its provider it throws (spec §8): events would silently go nowhere. */
export function useMonitoring(): Monitoring {
  const monitoring = useContext(MonitoringContext);
  if (!monitoring) throw new Error('useMonitoring needs a <MonitoringProvider> above it');
  return monitoring;
}
