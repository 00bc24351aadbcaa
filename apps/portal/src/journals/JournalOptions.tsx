import { useTranslation } from '@figura/react-editor/i18n';
import type { JournalChoice } from './useJournalProfiles';

/**
 * A `<select>`'s options for journal profiles: each by its name, design size and what it becomes
 * there (printed so many cm wide, or shown so many px wide), with the smallest text it allows.
 */
export function JournalOptions({ profiles }: { profiles: readonly JournalChoice[] | null }) {
  const { t } = useTranslation('portal');
  return profiles?.map((profile) => (
    <option key={profile.id} value={profile.id}>
      {t('journals.option', {
        name: profile.name,
        width: profile.canvas.width,
        height: profile.canvas.height,
        shown:
          profile.printed.kind === 'screen'
            ? t('journals.shown', profile.printed)
            : t('journals.printed', profile.printed),
      })}
    </option>
  ));
}
