import { useEffect, useState } from 'react';
import type { JournalProfile, profilePrintMeasures } from '@figura/sdk-core/preflight';

/** The profiles a graphical abstract is made for (not whole-page figures, not screens). */
export const isAbstractJournal = (profile: JournalProfile) =>
  profile.kind === 'graphical-abstract' || profile.kind === 'toc-graphic';

/** A journal to choose, with what its design size becomes in print (or on a screen). */
export type JournalChoice = JournalProfile & {
  printed: ReturnType<typeof profilePrintMeasures>;
};

/**
 * The registry's journal profiles that `keep` keeps, once loaded (null until then): the registry
 * comes with the page that asks for it, so the portal's first page does not carry it.
 */
export function useJournalProfiles(
  keep: (profile: JournalProfile) => boolean = isAbstractJournal,
): readonly JournalChoice[] | null {
  const [profiles, setProfiles] = useState<readonly JournalChoice[] | null>(null);
  useEffect(() => {
    let live = true;
    void import('@figura/sdk-core/preflight').then(({ JOURNAL_PROFILES, profilePrintMeasures }) => {
      if (!live) return;
      setProfiles(
        JOURNAL_PROFILES.filter(keep).map((profile) => ({
          ...profile,
          printed: profilePrintMeasures(profile),
        })),
      );
    });
    return () => {
      live = false;
    };
  }, [keep]); // a module-level predicate: the list loads once
  return profiles;
}
