import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { extractErrorMessage } from '@figura/sdk-core/api';
import type { Creation, CreationType } from '@figura/sdk-core/schema';
import { useSession } from '../session/SessionContext';
import { CREATION_TYPE_LABELS, formatDocumentDate } from '../format';
import { PortalHeader } from './PortalHeader';

const NEW_CREATION_TYPES: CreationType[] = ['abstract', 'slide', 'infographic', 'poster'];

export function MyCreationsPage() {
  const { api, user } = useSession();
  const navigate = useNavigate();
  const [creations, setCreations] = useState<Creation[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState<CreationType | null>(null);

  const load = useCallback(async () => {
    // Spec §3/§6: the list is fetched with status=available, only once a user with an id exists.
    if (!user?.id) return;
    try {
      setError(null);
      const list = await api.listCreations({ status: 'available' });
      setCreations(list.data);
    } catch (caught) {
      setError(extractErrorMessage(caught));
    }
  }, [api, user?.id]);

  useEffect(() => {
    void load();
  }, [load]);

  async function create(type: CreationType) {
    setCreating(type);
    setError(null);
    try {
      const creation = await api.createCreation({
        type,
        name: `Untitled ${CREATION_TYPE_LABELS[type].toLowerCase()}`,
      });
      navigate(`/editor/${creation.id}`);
    } catch (caught) {
      setError(extractErrorMessage(caught));
      setCreating(null);
    }
  }

  return (
    <>
      <PortalHeader />
      <main className="my-creations">
        <section aria-labelledby="create-heading" className="create-panel">
          <h1 id="create-heading">Create</h1>
          <div className="create-buttons">
            {NEW_CREATION_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                className={type === 'abstract' ? 'button primary' : 'button'}
                onClick={() => void create(type)}
                disabled={creating !== null}
                aria-busy={creating === type}
              >
                New {CREATION_TYPE_LABELS[type].toLowerCase()}
              </button>
            ))}
          </div>
        </section>

        {error && (
          <p role="alert" className="error-banner">
            {error}{' '}
            <button type="button" className="link-button" onClick={() => void load()}>
              Try again
            </button>
          </p>
        )}

        <section aria-labelledby="list-heading">
          <h2 id="list-heading">My creations</h2>
          {creations === null && !error && <p aria-busy="true">Loading your creations…</p>}
          {creations?.length === 0 && (
            <p className="empty-state">No creations yet. Start with a graphical abstract above.</p>
          )}
          {creations && creations.length > 0 && (
            <ul className="creation-grid" aria-label="Creations">
              {creations.map((creation) => (
                <li key={creation.id}>
                  <Link className="creation-card" to={`/editor/${creation.id}`}>
                    <span
                      className="creation-thumb"
                      aria-hidden="true"
                      style={{ aspectRatio: `${creation.width} / ${creation.height}` }}
                    />
                    <span className="creation-name">{creation.name}</span>
                    <span className="creation-meta">
                      {CREATION_TYPE_LABELS[creation.type]} · {creation.width}×{creation.height} px
                    </span>
                    <span className="creation-meta">
                      Edited {formatDocumentDate(creation.updatedAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
    </>
  );
}
