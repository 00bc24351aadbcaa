import { useId } from 'react';
import { useTranslation } from '@figura/react-editor/i18n';
import { JournalOptions } from '../journals/JournalOptions';
import { useJournalProfiles } from '../journals/useJournalProfiles';

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
  const profiles = useJournalProfiles();
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
        <JournalOptions profiles={profiles} />
      </select>
      <span id={`${id}-hint`} className="create-choice-hint">
        {t('myCreations.abstractChoice.journalHint')}
      </span>
    </>
  );
}
