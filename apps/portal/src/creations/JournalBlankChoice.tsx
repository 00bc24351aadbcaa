import { useEffect, useId, useState } from 'react';
import type { JournalProfile } from '@figura/sdk-core/preflight';
import { useTranslation } from '@figura/react-editor/i18n';

/** The profiles a graphical abstract is made for (not journal figures or screens). */
const isAbstract = (profile: JournalProfile) =>
  profile.kind === 'graphical-abstract' || profile.kind === 'toc-graphic';

/**
 * "Blank, for a journal": the registry's graphical-abstract and TOC sizes. The list loads when
 * the choice opens, so the first page does not carry it.
 */
export function JournalBlankChoice({
  disabled,
  onChoose,
}: {
  disabled: boolean;
  onChoose: (size: { width: number; height: number }) => void;
}) {
  const { t } = useTranslation('portal');
  const id = useId();
  const [profiles, setProfiles] = useState<readonly JournalProfile[] | null>(null);
  useEffect(() => {
    let live = true;
    void import('@figura/sdk-core/preflight').then(({ JOURNAL_PROFILES }) => {
      if (live) setProfiles(JOURNAL_PROFILES.filter(isAbstract));
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <select
        id={id}
        className="button"
        aria-label={t('myCreations.abstractChoice.journal')}
        aria-describedby={`${id}-hint`}
        value=""
        disabled={disabled || !profiles}
        onChange={(event) => {
          const chosen = profiles?.find((profile) => profile.id === event.target.value);
          if (chosen) onChoose(chosen.canvas);
        }}
      >
        <option value="" disabled>
          {t('myCreations.abstractChoice.journal')}
        </option>
        {profiles?.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {t('myCreations.abstractChoice.journalOption', {
              name: profile.name,
              width: profile.canvas.width,
              height: profile.canvas.height,
            })}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="create-choice-hint">
        {t('myCreations.abstractChoice.journalHint')}
      </span>
    </>
  );
}
