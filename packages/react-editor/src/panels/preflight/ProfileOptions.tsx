import { PROFILE_KINDS, type JournalProfile } from '@figura/sdk-core/editor';
import { useTranslation } from '../../i18n/translation';

/**
 * `profiles` as a select's options, grouped by kind (graphical abstracts, TOC graphics, figures…)
 * in the registry's order; `label` words each option.
 */
export function ProfileOptions({
  profiles,
  label,
}: {
  profiles: readonly JournalProfile[];
  label: (profile: JournalProfile) => string;
}) {
  const { t } = useTranslation('editor');
  return (
    <>
      {PROFILE_KINDS.map((kind) => {
        const ofKind = profiles.filter((profile) => profile.kind === kind);
        return ofKind.length === 0 ? null : (
          <optgroup key={kind} label={t(`preflight.profileKinds.${kind}`)}>
            {ofKind.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {label(profile)}
              </option>
            ))}
          </optgroup>
        );
      })}
    </>
  );
}
