import { useEffect, useState } from 'react';

/** What `load` resolves to (an on-demand chunk: chart or scientific tools), null until then. */
export function useLoaded<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((value) => {
      if (live) setLoaded(() => value);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}
