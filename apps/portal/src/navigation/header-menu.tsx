import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether the compact header's Menu is open, kept above the pages: each page draws its own
 * header, and the page being left stays on screen until the next has loaded (lazy pages, in a
 * transition), so a menu opened meanwhile must still be open in the next page's header. It is
 * open for the address the browser shows when it was opened; arriving anywhere else closes it.
 */
const HeaderMenuContext = createContext<{
  openFor: string | null;
  setOpenFor: (pathname: string | null) => void;
}>({ openFor: null, setOpenFor: () => undefined });

export function HeaderMenuProvider({ children }: { children: ReactNode }) {
  const [openFor, setOpenFor] = useState<string | null>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpenFor((current) => (current === pathname ? current : null)), [pathname]);
  return (
    <HeaderMenuContext.Provider value={{ openFor, setOpenFor }}>
      {children}
    </HeaderMenuContext.Provider>
  );
}

/** Whether the menu is open, and a setter (true opens it, false closes it). */
export function useHeaderMenu(): [boolean, (open: boolean | ((open: boolean) => boolean)) => void] {
  const { openFor, setOpenFor } = useContext(HeaderMenuContext);
  const open = openFor !== null;
  const set = useCallback(
    (next: boolean | ((open: boolean) => boolean)) => {
      const value = typeof next === 'function' ? next(open) : next;
      // The address the browser shows: during a page's loading it is already the next page's.
      setOpenFor(value ? window.location.pathname : null);
    },
    [open, setOpenFor],
  );
  return [open, set];
}
