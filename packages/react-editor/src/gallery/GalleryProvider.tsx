import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  createGalleryStore,
  type GalleryState,
  type GalleryStore,
  type KeyValueStorage,
} from '@figura/sdk-core/stores';

const GalleryContext = createContext<GalleryStore | null>(null);

export interface GalleryProviderProps {
  /** Where the filter persists (e.g. `window.localStorage`); without one it lasts the visit. */
  storage?: KeyValueStorage;
  /** A store made elsewhere (e.g. shared with a custom element); wins over `storage`. */
  store?: GalleryStore;
  children: ReactNode;
}

/** One gallery filter for the components inside (spec §3); each provider has its own. */
export function GalleryProvider({ storage, store, children }: GalleryProviderProps) {
  const [own] = useState(() => store ?? createGalleryStore({ storage }));
  return <GalleryContext.Provider value={store ?? own}>{children}</GalleryContext.Provider>;
}

/**
 * The nearest provider's gallery filter, or one field of it. Outside a provider it throws
 * (spec §8): a gallery that silently kept its own state would forget the user's filter.
 */
export function useGallery(): GalleryState;
export function useGallery<T>(select: (state: GalleryState) => T): T;
export function useGallery<T>(select?: (state: GalleryState) => T): T | GalleryState {
  const store = useContext(GalleryContext);
  if (!store) throw new Error('useGallery needs a <GalleryProvider> above it');
  return useStore<GalleryStore, T | GalleryState>(store, select ?? whole);
}

const whole = (state: GalleryState): GalleryState => state;
