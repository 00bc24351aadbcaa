import type { JournalProfile } from '@figura/sdk-core/preflight';
import { useTranslation } from '@figura/react-editor/i18n';

/** A `<select>`'s options for journal profiles: each by its name and design size. */
export function JournalOptions({ profiles }: { profiles: readonly JournalProfile[] | null }) {
  const { t } = useTranslation('portal');
  return profiles?.map((profile) => (
    <option key={profile.id} value={profile.id}>
      {t('journals.option', {
        name: profile.name,
        width: profile.canvas.width,
        height: profile.canvas.height,
      })}
    </option>
  ));
}
