import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { errorText } from '@figura/sdk-core/api';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { mayStartTeam } from '@figura/sdk-core/model';
import { cacheKeys } from '@figura/sdk-core/session';
import type { PlanReply, Profile } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import { PortalHeader } from '../navigation/PortalHeader';
import { Breadcrumbs, useTrail } from '../navigation/Breadcrumbs';
import { useProfile } from '../cache/queries';
import { useMyTeam } from '../cache/team';
import { Field, FormStatus } from '../design/Field';
import { CountrySelect } from './CountrySelect';
import { PlanSection } from './PlanSection';
import { BillingSection } from '../billing/BillingSection';
import { EmailAddress } from '../design/EmailAddress';

type Status = { ok: boolean; text: string } | null;

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
  const { team } = useMyTeam(api, user?.id);
  // Back from the billing site's checkout: thanked on this visit, and the address forgets it.
  const [searchParams, setSearchParams] = useSearchParams();
  const [paid] = useState(() => searchParams.get('checkout') === 'paid');
  useEffect(() => {
    if (searchParams.has('checkout')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);
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
        {paid && (
          <p role="status" className="alert success">
            {t('account.paid')}
            {/* Bought the team plan to start a team: the next step is one click away. */}
            {plan && mayStartTeam(plan.plan) && team === null && (
              <>
                {' '}
                <Link to="/workspace">{t('account.paidStartTeam')}</Link>
              </>
            )}
          </p>
        )}
        {error && (
          <p role="alert" className="alert error">
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
  const [status, setStatus] = useState<Status>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      onSaved(await api.updateProfile(profile.id, { country_code: country || null }));
      setStatus({ ok: true, text: t('account.profile.saved') });
    } catch (caught) {
      setStatus({ ok: false, text: errorText(caught, t) });
    }
  }

  return (
    <section aria-labelledby="profile-heading" className="card account-card">
      <h2 id="profile-heading" className="card-title">
        {t('account.profile.title')}
      </h2>
      <dl className="account-facts">
        <div>
          <dt>{t('account.profile.name')}</dt>
          <dd>{profile.name}</dd>
        </div>
        <div>
          <dt>{t('account.profile.email')}</dt>
          <dd>
            <EmailAddress address={profile.email} />
          </dd>
        </div>
      </dl>
      <form className="account-form" onSubmit={(event) => void save(event)}>
        <Field label={t('account.profile.country')}>
          {(control) => <CountrySelect {...control} value={country} onChange={setCountry} />}
        </Field>
        <div className="account-form-actions">
          <button type="submit" className="button primary">
            {t('account.profile.save')}
          </button>
        </div>
        <FormStatus status={status} />
      </form>
    </section>
  );
}

function PasswordSection({ profileId }: { profileId: string }) {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [status, setStatus] = useState<Status>(null);

  async function change(event: FormEvent) {
    event.preventDefault();
    try {
      await api.changePassword(profileId, { currentPassword: current, newPassword: next });
      setStatus({ ok: true, text: t('account.password.changed') });
      setCurrent('');
      setNext('');
    } catch (caught) {
      setStatus({ ok: false, text: errorText(caught, t) });
    }
  }

  return (
    <section aria-labelledby="password-heading" className="card account-card">
      <h2 id="password-heading" className="card-title">
        {t('account.password.title')}
      </h2>
      <form className="account-form" onSubmit={(event) => void change(event)}>
        <div className="account-form-pair">
          <Field label={t('account.password.current')}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="current-password"
                value={current}
                onChange={(event) => setCurrent(event.target.value)}
                required
              />
            )}
          </Field>
          <Field label={t('account.password.new')} hint={t('account.password.newHint')}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="new-password"
                minLength={8}
                value={next}
                onChange={(event) => setNext(event.target.value)}
                required
              />
            )}
          </Field>
        </div>
        <div className="account-form-actions">
          <button type="submit" className="button primary">
            {t('account.password.change')}
          </button>
        </div>
        <FormStatus status={status} />
      </form>
    </section>
  );
}
