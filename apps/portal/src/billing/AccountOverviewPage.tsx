import { useTranslation } from '@figura/react-editor/i18n';
import { PortalHeader } from '../pages/PortalHeader';
import { PlanSection } from './PlanSection';

/**
 * /my-account/overview/, where the billing site returns after checkout. Only the plan section
 * here: the profile and password parts belong to the account pages.
 */
export function AccountOverviewPage() {
  const { t } = useTranslation('portal');
  return (
    <>
      <PortalHeader />
      <main className="account-overview">
        <h1>{t('billing.overview.heading')}</h1>
        <PlanSection />
      </main>
    </>
  );
}
