import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  cleanBreadcrumbs,
  decodeBreadcrumbs,
  encodeBreadcrumbs,
  type Breadcrumb,
} from './breadcrumbs-cookie';

/** Where the trail persists: the `breadcrumbs` cookie in a browser, a variable in tests. */
export interface BreadcrumbsCookieJar {
  read(): string | null;
  write(value: string): void;
  remove(): void;
}

export interface SetTrailOptions {
  /** Also write the trail to the cookie, so a reload (or the next page) finds it (spec §2). */
  persist?: boolean;
}

export interface BreadcrumbsState {
  /** The trail, from the first step to the page shown. */
  items: readonly Breadcrumb[];
  setTrail: (items: readonly Breadcrumb[], options?: SetTrailOptions) => void;
  /** Empties the trail and the cookie. */
  clear: () => void;
}

export type BreadcrumbsStore = StoreApi<BreadcrumbsState>;

export interface BreadcrumbsStoreOptions {
  /** Without one the trail lives as long as the store. */
  cookie?: BreadcrumbsCookieJar;
}

/**
 * One trail of breadcrumbs (spec §2): a list of {label, path}, starting from what the cookie kept.
 * A page that asks for persistence writes the cookie; others only change the trail in memory.
 */
export function createBreadcrumbsStore({ cookie }: BreadcrumbsStoreOptions = {}): BreadcrumbsStore {
  return createStore<BreadcrumbsState>()((set) => ({
    items: decodeBreadcrumbs(cookie?.read()),
    setTrail: (items, options = {}) => {
      const kept = cleanBreadcrumbs(items);
      set({ items: kept });
      if (options.persist && cookie) cookie.write(encodeBreadcrumbs(kept));
    },
    clear: () => {
      set({ items: [] });
      cookie?.remove();
    },
  }));
}
