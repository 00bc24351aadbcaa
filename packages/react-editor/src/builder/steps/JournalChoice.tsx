import { useId } from 'react';
import {
  isJournalProfileId,
  JOURNAL_PROFILES,
  profileLabel,
  profilePrintSize,
} from '@figura/sdk-core/preflight';
import { useTranslation } from '../../i18n/translation';
import { ProfileOptions } from '../../panels/preflight/ProfileOptions';
import type { BuilderModel } from '../use-builder';
import { useJournal } from '../use-journal';

/**
 * Where the author chooses the journal the abstract is for (hosts that let them: the portal):
 * the same words are laid out again at its size and smallest text.
 */
export function JournalChoice({ model }: { model: BuilderModel }) {
  const { t } = useTranslation('builder');
  const { t: tEditor } = useTranslation('editor');
  const id = useId();
  const journal = useJournal(model);
  const file = model.session.file;
  return (
    <div className="figura-field figura-builder-journal">
      <label htmlFor={`${id}-journal`}>{t('journal.label')}</label>
      <select
        id={`${id}-journal`}
        className="figura-input"
        value={journal.id}
        aria-describedby={`${id}-journal-hint`}
        onChange={(event) => {
          if (isJournalProfileId(event.target.value)) model.onJournalChange(event.target.value);
        }}
      >
        <ProfileOptions
          profiles={JOURNAL_PROFILES}
          label={(profile) => profileLabel(profile, tEditor)}
        />
      </select>
      <p id={`${id}-journal-hint`} className="figura-builder-hint">
        {t('journal.hint', {
          width: model.session.size.width,
          height: model.session.size.height,
          format: file.format.toUpperCase(),
          printSize: profilePrintSize(journal, tEditor),
        })}
      </p>
    </div>
  );
}
