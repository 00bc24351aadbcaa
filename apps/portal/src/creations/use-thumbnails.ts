import { useEffect, useState } from 'react';
import type { FiguraClient } from '@figura/sdk-core/api';
import type { Creation } from '@figura/sdk-core/schema';

/**
 * Thumbnails fetched a few at a time: each is a stored 320 px PNG (drawn once per save by the
 * server), so a list of 50 costs 50 small requests; four at once keep the export queue, which
 * draws the ones not yet stored, well under its limit.
 */
const AT_ONCE = 4;

export function useThumbnails(
  api: FiguraClient,
  creations: readonly Creation[] | null,
): ReadonlyMap<string, string> {
  const [thumbnails, setThumbnails] = useState<ReadonlyMap<string, string>>(new Map());
  const key = creations
    ?.map((creation) => `${creation.id}:${creation.slides[0]?.id}.${creation.slides[0]?.revision}`)
    .join(',');

  useEffect(() => {
    if (!creations) return;
    let cancelled = false;
    const queue = [...creations];
    const next = async (): Promise<void> => {
      const creation = queue.shift();
      if (!creation || cancelled) return;
      try {
        const url = await api.getCreationThumbnail(creation);
        if (!cancelled) setThumbnails((shown) => new Map(shown).set(creation.id, url));
      } catch {
        // The card keeps its plain placeholder.
      }
      return next();
    };
    for (let i = 0; i < AT_ONCE; i += 1) void next();
    return () => {
      cancelled = true;
    };
    // `key` stands for the creations' first slides: a new list of the same ones fetches nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);

  return thumbnails;
}
