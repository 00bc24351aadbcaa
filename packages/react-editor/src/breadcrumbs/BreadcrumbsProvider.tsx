import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  createBreadcrumbsStore,
  type BreadcrumbsCookieJar,
  type BreadcrumbsState,
  type BreadcrumbsStore,
} from '@figura/sdk-core/stores';

const BreadcrumbsContext = createContext<BreadcrumbsStore | null>(null);

export interface BreadcrumbsProviderProps {
  /** Where a trail persists when a page asks (the `breadcrumbs` cookie); without one it lasts the visit. */
  cookie?: BreadcrumbsCookieJar;
  /** A store made elsewhere; wins over `cookie`. */
  store?: BreadcrumbsStore;
  children: ReactNode;
}

/** One trail of breadcrumbs for the components inside (spec §2); each provider has its own. */
export function BreadcrumbsProvider({ cookie, store, children }: BreadcrumbsProviderProps) {
  const [own] = useState(() => store ?? createBreadcrumbsStore({ cookie }));
  return <BreadcrumbsContext.Provider value={store ?? own}>{children}</BreadcrumbsContext.Provider>;
}

/**
 * The nearest provider's trail, or one field of it. Outside a provider it throws (spec §8): a
 * trail kept apart from the provider's would be lost on the next page.
 */
export function useBreadcrumbs(): BreadcrumbsState;
export function useBreadcrumbs<T>(select: (state: BreadcrumbsState) => T): T;
export function useBreadcrumbs<T>(select?: (state: BreadcrumbsState) => T): T | BreadcrumbsState {
  const store = useContext(BreadcrumbsContext);
  if (!store) throw new Error('useBreadcrumbs needs a <BreadcrumbsProvider> above it');
  return useStore<BreadcrumbsStore, T | BreadcrumbsState>(store, select ?? whole);
}

const whole = (state: BreadcrumbsState): BreadcrumbsState => state;
