import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PARTNER_OPTIONS, type PartnerOption } from '@figura/sdk-core/schema';
import { useQueryClient } from '@tanstack/react-query';
import { cacheKeys, safeRedirectPath } from '@figura/sdk-core/session';
import { useTranslation } from '@figura/react-editor/i18n';
import { useJournalSettings } from '../cache/queries';
import { useSession } from '../session/SessionContext';
import { CountrySelect } from '../account/CountrySelect';

/**
 * /auth/complete-profile?redirect= (spec §2, §4): country (from the ISO list, suggested from the
 * address by geo-IP) and partner option; the journal is shown as granted (by an administrator or
 * the journal), never typed. Afterwards back to `redirect`.
 */
export function CompleteProfilePage() {
  const { api, user, setUser, session } = useSession();
  const { t } = useTranslation('portal');
  const { data: journalSettings } = useJournalSettings();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [country, setCountry] = useState(user?.country_code ?? '');
  // Registration asks "I am signing up as": a person who answered there is not asked again.
  const answered = PARTNER_OPTIONS.find((option) => option === user?.partner) ?? null;
  const [partner, setPartner] = useState<PartnerOption | ''>(answered ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    api.getCustomInformation().then(
      (info) => {
        if (!cancelled && info.suggestedCountry) setCountry((now) => now || info.suggestedCountry!);
      },
      // Only the suggestion is missing: the person chooses their country.
      (failure: unknown) => console.warn('No country suggestion', failure),
    );
    return () => {
      cancelled = true;
    };
  }, [api]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const reply = await api.completeProfile({
        country_code: country,
        partner: partner || null,
      });
      session.userChanged(reply.user);
      setUser(reply.user);
      // The cached profile shows the new country from now on.
      void queryClient.invalidateQueries({ queryKey: cacheKeys.profile(reply.user.id) });
      void navigate(safeRedirectPath(params.get('redirect'), '/my-creations'), { replace: true });
    } catch (failure) {
      console.error('The profile was not completed', failure);
      setError(t('completeProfile.failed'));
      setSaving(false);
    }
  };

  return (
    <main className="page-message complete-profile">
      <p className="complete-profile-brand">{t('header.brand')}</p>
      <h1>{t('completeProfile.title')}</h1>
      <p>{t('completeProfile.intro')}</p>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          {t('completeProfile.country')}
          <CountrySelect value={country} onChange={setCountry} required />
        </label>
        {journalSettings?.journal ? (
          <p className="complete-profile-journal">
            {t('completeProfile.journalGranted', {
              journal: journalSettings.name ?? journalSettings.journal,
            })}
          </p>
        ) : null}
        {answered === null && (
          <label>
            {t('completeProfile.partner')}
            <select
              name="partner"
              value={partner}
              onChange={(event) => setPartner(event.target.value as PartnerOption | '')}
            >
              <option value="">{t('completeProfile.partnerNone')}</option>
              {PARTNER_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(`completeProfile.partners.${option}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {error && <p role="alert">{error}</p>}
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? t('completeProfile.saving') : t('completeProfile.save')}
        </button>
      </form>
    </main>
  );
}
