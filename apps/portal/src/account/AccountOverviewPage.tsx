import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { errorText } from '@figura/sdk-core/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { cacheKeys } from '@figura/sdk-core/session';
import type { PlanReply, Profile } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import { PortalHeader } from '../pages/PortalHeader';
import { Breadcrumbs, useTrail } from '../navigation/Breadcrumbs';
import { useProfile } from '../cache/queries';
import { CountrySelect } from './CountrySelect';
import { PlanSection } from './PlanSection';
import { PlanSection as BillingSection } from '../billing/PlanSection';

/**
 * /my-account/overview/ (where the billing site returns after checkout): profile, password, plan
 * with its limits and usage, and billing (invoices, cancelling a paid plan).
 */
export function AccountOverviewPage() {
  const { api, user } = useSession();
  const { t } = useTranslation('portal');
  const queryClient = useQueryClient();
  // The profile through the data cache (spec §9): a cached one shows at once.
  const profileQuery = useProfile();
  const profile = profileQuery.data ?? null;
  const [plan, setPlan] = useState<PlanReply | null>(null);
  const [planError, setPlanError] = useState<string | null>(null);
  const error = planError ?? (profileQuery.error ? errorText(profileQuery.error, t) : null);

  const loadPlan = useCallback(async () => {
    if (!user?.id) return;
    try {
      setPlanError(null);
      setPlan(await api.getPlan());
    } catch (caught) {
      setPlanError(errorText(caught, t));
    }
  }, [api, user?.id, t]);

  useEffect(() => void loadPlan(), [loadPlan]);
  useTrail([
    { label: t('breadcrumbs.myCreations'), path: '/my-creations' },
    { label: t('breadcrumbs.account'), path: '/my-account/overview/' },
  ]);

  return (
    <>
      <PortalHeader />
      <main className="account-overview">
        <Breadcrumbs />
        <h1>{t('account.title')}</h1>
        {error && (
          <p role="alert" className="error-banner">
            {error}
          </p>
        )}
        {!profile || !plan ? (
          !error && <p className="page-message">{t('account.loading')}</p>
        ) : (
          <>
            <ProfileSection
              profile={profile}
              onSaved={(saved) => {
                if (user) queryClient.setQueryData(cacheKeys.profile(user.id), saved);
              }}
            />
            <PasswordSection profileId={profile.id} />
            <PlanSection api={api} plan={plan} />
            <BillingSection />
          </>
        )}
      </main>
    </>
  );
}

function ProfileSection({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const [country, setCountry] = useState(profile.country_code ?? '');
  const [status, setStatus] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      onSaved(await api.updateProfile(profile.id, { country_code: country || null }));
      setStatus(t('account.profile.saved'));
    } catch (caught) {
      setStatus(errorText(caught, t));
    }
  }

  return (
    <section aria-labelledby="profile-heading" className="account-section">
      <h2 id="profile-heading">{t('account.profile.title')}</h2>
      <dl>
        <dt>{t('account.profile.name')}</dt>
        <dd>{profile.name}</dd>
        <dt>{t('account.profile.email')}</dt>
        <dd>{profile.email}</dd>
      </dl>
      <form onSubmit={(event) => void save(event)}>
        <label htmlFor="profile-country">{t('account.profile.country')}</label>
        <CountrySelect id="profile-country" value={country} onChange={setCountry} />
        <button type="submit" className="button">
          {t('account.profile.save')}
        </button>
        {status && <p role="status">{status}</p>}
      </form>
    </section>
  );
}

function PasswordSection({ profileId }: { profileId: string }) {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [status, setStatus] = useState<string | null>(null);

  async function change(event: FormEvent) {
    event.preventDefault();
    try {
      await api.changePassword(profileId, { currentPassword: current, newPassword: next });
      setStatus(t('account.password.changed'));
      setCurrent('');
      setNext('');
    } catch (caught) {
      setStatus(errorText(caught, t));
    }
  }

  return (
    <section aria-labelledby="password-heading" className="account-section">
      <h2 id="password-heading">{t('account.password.title')}</h2>
      <form onSubmit={(event) => void change(event)}>
        <label htmlFor="password-current">{t('account.password.current')}</label>
        <input
          id="password-current"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          required
        />
        <label htmlFor="password-new">{t('account.password.new')}</label>
        <input
          id="password-new"
          type="password"
          autoComplete="new-password"
          minLength={8}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          required
        />
        <button type="submit" className="button">
          {t('account.password.change')}
        </button>
        {status && <p role="status">{status}</p>}
      </form>
    </section>
  );
}
