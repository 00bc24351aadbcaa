import { profilePrintMeasures, type JournalProfile } from '@figura/sdk-core/preflight';
import { useTranslation } from '@figura/react-editor/i18n';

/**
 * A `<select>`'s options for journal profiles: each by its name, design size and what it becomes
 * there (printed so many cm wide, or shown so many px wide), with the smallest text it allows.
 */
export function JournalOptions({ profiles }: { profiles: readonly JournalProfile[] | null }) {
  const { t } = useTranslation('portal');
  return profiles?.map((profile) => {
    const measures = profilePrintMeasures(profile);
    return (
      <option key={profile.id} value={profile.id}>
        {t('journals.option', {
          name: profile.name,
          width: profile.canvas.width,
          height: profile.canvas.height,
          shown:
            measures.kind === 'screen'
              ? t('journals.shown', measures)
              : t('journals.printed', measures),
        })}
      </option>
    );
  });
}
