import { Link } from 'react-router';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import { PortalHeader } from '../navigation/PortalHeader';

const BENEFITS = ['workspace', 'invites', 'seats', 'roles'] as const;

/** /teams-and-labs: the team plan for labs and institutions (public). */
export function TeamsAndLabsPage() {
  const { user } = useSession();
  const { t } = useTranslation('portal');
  return (
    <>
      <PortalHeader />
      <main className="teams-and-labs">
        <h1>{t('teams.labs.title')}</h1>
        <p className="lead">{t('teams.labs.lead')}</p>
        <ul className="benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>
              <h2>{t(`teams.labs.benefits.${benefit}.title`)}</h2>
              <p>{t(`teams.labs.benefits.${benefit}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="create-buttons">
          <a className="button primary" href="/pricing/">
            {t('teams.labs.pricing')}
          </a>
          {user && (
            <Link className="button" to="/workspace">
              {t('teams.labs.workspace')}
            </Link>
          )}
        </p>
      </main>
    </>
  );
}
