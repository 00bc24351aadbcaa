import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@figura/react-editor/i18n';
import { isAdminUser } from '@figura/sdk-core/model';
import type { SamlIdpConfig, SamlIdpConfigInput } from '@figura/sdk-core/schema';
import { PortalHeader } from '../navigation/PortalHeader';
import { Breadcrumbs, useTrail } from '../navigation/Breadcrumbs';
import { useSession } from '../session/SessionContext';
import { EMPTY_IDP_INPUT, errorMessages } from './idp-form-values';
import { SamlIdpForm } from './SamlIdpForm';
import { AdminOnly } from './AdminOnly';
import { TableScroll } from '../design/TableScroll';

/** What the form edits: a new identity provider, or one of the list. */
type Editing = { kind: 'new' } | { kind: 'edit'; config: SamlIdpConfig } | null;

/**
 * Admins (plan A) list, add and change the identity providers institutions sign in with (SAML).
 * The API checks the role on every call; others see a short refusal.
 */
export function SamlAdminPage() {
  const { api, user } = useSession();
  const { t } = useTranslation('portal');
  const [configs, setConfigs] = useState<SamlIdpConfig[] | null>(null);
  const [loadError, setLoadError] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  const load = useCallback(() => {
    api.listSamlIdpConfigs().then(
      (list) => setConfigs(list.items),
      (error: unknown) => setLoadError(errorMessages(error, t('samlAdmin.loadFailed'))),
    );
  }, [api, t]);
  useEffect(() => {
    if (isAdminUser(user)) load();
  }, [load, user]);
  useTrail([
    { label: t('breadcrumbs.myCreations'), path: '/my-creations' },
    { label: t('breadcrumbs.identityProviders'), path: '/admin/identity-providers' },
  ]);

  if (!isAdminUser(user))
    return <AdminOnly title={t('samlAdmin.title')} message={t('samlAdmin.adminsOnly')} />;

  const save = async (input: SamlIdpConfigInput) => {
    if (editing?.kind === 'edit') await api.updateSamlIdpConfig(editing.config.id, input);
    else await api.createSamlIdpConfig(input);
    setEditing(null);
    load();
  };

  return (
    <>
      <PortalHeader />
      <main className="admin-page">
        <Breadcrumbs />
        <h1>{t('samlAdmin.title')}</h1>
        {loadError && (
          <ul role="alert" className="alert error">
            {loadError.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {configs === null && !loadError && <p aria-busy="true">{t('samlAdmin.loading')}</p>}
        {configs !== null && configs.length === 0 && (
          <p className="empty-state">{t('samlAdmin.empty')}</p>
        )}
        {configs !== null && configs.length > 0 && (
          <TableScroll label={t('samlAdmin.title')}>
            <table className="table">
              <caption className="visually-hidden">{t('samlAdmin.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('samlAdmin.name')}</th>
                  <th scope="col">{t('samlAdmin.entityId')}</th>
                  <th scope="col">{t('samlAdmin.emailDomains')}</th>
                  <th scope="col">{t('samlAdmin.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('samlAdmin.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {configs.map((config) => (
                  <tr key={config.id}>
                    <td>{config.name}</td>
                    <td>{config.entityId}</td>
                    <td>{config.emailDomains.join(', ')}</td>
                    <td>
                      <span className={config.enabled ? 'badge success' : 'badge'}>
                        {config.enabled ? t('samlAdmin.on') : t('samlAdmin.off')}
                      </span>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button small"
                        aria-label={t('samlAdmin.edit', { name: config.name })}
                        onClick={() => setEditing({ kind: 'edit', config })}
                      >
                        {t('samlAdmin.editShort')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {editing === null ? (
          <button
            type="button"
            className="button primary"
            onClick={() => setEditing({ kind: 'new' })}
          >
            {t('samlAdmin.add')}
          </button>
        ) : (
          <SamlIdpForm
            key={editing.kind === 'edit' ? editing.config.id : 'new'}
            initial={editing.kind === 'edit' ? editing.config : EMPTY_IDP_INPUT}
            title={editing.kind === 'edit' ? t('samlAdmin.editTitle') : t('samlAdmin.addTitle')}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </main>
    </>
  );
}
