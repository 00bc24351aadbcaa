import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Creation, CreationType, SharedCreation } from '@figura/sdk-core/schema';
import { ShareDialog } from '@figura/react-editor';
import { errorText } from '@figura/sdk-core/i18n';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import { formatDocumentDate } from '../format';
import { PortalHeader } from './PortalHeader';

const NEW_CREATION_TYPES: CreationType[] = ['abstract', 'slide', 'infographic', 'poster'];

export function MyCreationsPage() {
  const { api, user } = useSession();
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const [creations, setCreations] = useState<Creation[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState<CreationType | null>(null);
  // "New graphical abstract" offers the guided builder or a blank canvas.
  const [choosingAbstract, setChoosingAbstract] = useState(false);
  const [shared, setShared] = useState<SharedCreation[] | null>(null);
  const [sharing, setSharing] = useState<Creation | null>(null);

  const load = useCallback(async () => {
    // Spec §3/§6: the list is fetched with status=available, only once a user with an id exists.
    if (!user?.id) return;
    try {
      setError(null);
      const [list, sharedList] = await Promise.all([
        api.listCreations({ status: 'available' }),
        api.listSharedCreations(),
      ]);
      setCreations(list.data);
      setShared(sharedList.data);
    } catch (caught) {
      setError(errorText(caught, t));
    }
  }, [api, user?.id, t]);

  useEffect(() => {
    void load();
  }, [load]);

  async function create(type: CreationType) {
    setCreating(type);
    setError(null);
    try {
      const creation = await api.createCreation({
        type,
        name: t(`myCreations.untitled.${type}`),
      });
      navigate(`/editor/${creation.id}`);
    } catch (caught) {
      setError(errorText(caught, t));
      setCreating(null);
    }
  }

  return (
    <>
      <PortalHeader />
      <main className="my-creations">
        <section aria-labelledby="create-heading" className="create-panel">
          <h1 id="create-heading">{t('myCreations.create')}</h1>
          <div className="create-buttons">
            {NEW_CREATION_TYPES.map((type) =>
              type === 'abstract' ? (
                <button
                  key={type}
                  type="button"
                  className="button primary"
                  aria-expanded={choosingAbstract}
                  aria-controls="new-abstract-choice"
                  onClick={() => setChoosingAbstract((open) => !open)}
                  disabled={creating !== null}
                  aria-busy={creating === type}
                >
                  {t(`myCreations.new.${type}`)}
                </button>
              ) : (
                <button
                  key={type}
                  type="button"
                  className="button"
                  onClick={() => void create(type)}
                  disabled={creating !== null}
                  aria-busy={creating === type}
                >
                  {t(`myCreations.new.${type}`)}
                </button>
              ),
            )}
          </div>
          {choosingAbstract && (
            <div
              id="new-abstract-choice"
              role="group"
              aria-label={t('myCreations.abstractChoice.label')}
              className="create-choice"
            >
              <button type="button" className="button primary" onClick={() => navigate('/builder')}>
                {t('myCreations.abstractChoice.builder')}
              </button>
              <span className="create-choice-hint">
                {t('myCreations.abstractChoice.builderHint')}
              </span>
              <button
                type="button"
                className="button"
                onClick={() => void create('abstract')}
                disabled={creating !== null}
              >
                {t('myCreations.abstractChoice.blank')}
              </button>
              <span className="create-choice-hint">
                {t('myCreations.abstractChoice.blankHint')}
              </span>
            </div>
          )}
        </section>

        {error && (
          <p role="alert" className="error-banner">
            {error}{' '}
            <button type="button" className="link-button" onClick={() => void load()}>
              {t('tryAgain')}
            </button>
          </p>
        )}

        <section aria-labelledby="list-heading">
          <h2 id="list-heading">{t('myCreations.title')}</h2>
          {creations === null && !error && <p aria-busy="true">{t('myCreations.loading')}</p>}
          {creations?.length === 0 && <p className="empty-state">{t('myCreations.empty')}</p>}
          {creations && creations.length > 0 && (
            <ul className="creation-grid" aria-label={t('myCreations.list')}>
              {creations.map((creation) => (
                <li key={creation.id} className="creation-item">
                  <CreationCard creation={creation} />
                  <button
                    type="button"
                    className="button creation-share"
                    aria-label={t('myCreations.share', { name: creation.name })}
                    onClick={() => setSharing(creation)}
                  >
                    {t('myCreations.shareButton')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="shared-heading">
          <h2 id="shared-heading">{t('myCreations.sharedTitle')}</h2>
          {shared?.length === 0 && <p className="empty-state">{t('myCreations.sharedEmpty')}</p>}
          {shared && shared.length > 0 && (
            <ul className="creation-grid" aria-label={t('myCreations.sharedList')}>
              {shared.map((item) => (
                <li key={item.creation.id} className="creation-item">
                  <CreationCard
                    creation={item.creation}
                    note={t('myCreations.sharedBy', {
                      name: item.sharedBy.name || item.sharedBy.email,
                      permission: t(`myCreations.permissions.${item.permission}`),
                    })}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
      {sharing && (
        <ShareDialog
          api={api}
          creationId={sharing.id}
          creationName={sharing.name}
          canShare
          standalone
          onClose={() => setSharing(null)}
        />
      )}
    </>
  );
}

/** A creation in a list: opens it in the editor. */
function CreationCard({ creation, note }: { creation: Creation; note?: string }) {
  const { t } = useTranslation('portal');
  return (
    <Link className="creation-card" to={`/editor/${creation.id}`}>
      <span
        className="creation-thumb"
        aria-hidden="true"
        style={{ aspectRatio: `${creation.width} / ${creation.height}` }}
      />
      <span className="creation-name">{creation.name}</span>
      <span className="creation-meta">
        {t('myCreations.meta', {
          type: t(`common:creationTypes.${creation.type}`),
          width: creation.width,
          height: creation.height,
        })}
      </span>
      <span className="creation-meta">
        {t('myCreations.edited', { date: formatDocumentDate(creation.updatedAt) })}
      </span>
      {note && <span className="creation-meta">{note}</span>}
    </Link>
  );
}
