import { useEffect, useState, useSyncExternalStore } from 'react';
import { createLibraryResults } from '@figura/sdk-core/stores';
import { licenceLabel } from '@figura/sdk-core/model';
import { errorText } from '@figura/sdk-core/i18n';
import { useGallery } from '@figura/react-editor/gallery';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';

/** Typing waits this long before searching, so each word is one request, not each key. */
const SEARCH_DELAY_MS = 200;

/** The illustrations matching the search and the active tag, a page at a time. */
export function IllustrationResults({
  query,
  onOpen,
}: {
  query: string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('portal');
  const { api } = useSession();
  const activeTag = useGallery((state) => state.activeTag);
  const [results] = useState(() => createLibraryResults({ api }));
  const { items, total, status, error, search, more } = useSyncExternalStore(
    results.subscribe,
    results.getState,
  );

  useEffect(() => {
    const timer = window.setTimeout(
      () => void search({ q: query, category: activeTag }),
      query ? SEARCH_DELAY_MS : 0,
    );
    return () => window.clearTimeout(timer);
  }, [search, query, activeTag]);

  return (
    <section aria-labelledby="results-heading" aria-busy={status === 'loading'}>
      <h2 id="results-heading" className="gallery-count">
        {status === 'ready' || items.length > 0
          ? t('gallery.results.count', { count: total })
          : t('gallery.results.label')}
      </h2>
      {status === 'failed' && (
        <p role="alert" className="error-banner">
          {t('gallery.results.failed')} {errorText(error, t)}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void search({ q: query, category: activeTag })}
          >
            {t('tryAgain')}
          </button>
        </p>
      )}
      {status === 'loading' && items.length === 0 && <p>{t('gallery.results.loading')}</p>}
      {status === 'ready' && items.length === 0 && (
        <p className="empty-state">{t('gallery.results.empty')}</p>
      )}
      {items.length > 0 && (
        <ul className="gallery-grid" aria-label={t('gallery.results.label')}>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="gallery-card"
                // Named by what it shows (title, licence, author), so speech matches the screen.
                onClick={() => onOpen(item.id)}
              >
                <img
                  src={api.libraryThumbnailUrl(item.id)}
                  alt=""
                  loading="lazy"
                  width={96}
                  height={96}
                />
                <span className="gallery-card-title">{item.title}</span>
                <span className="gallery-card-meta">{licenceLabel(item.licence.spdx)}</span>
                <span className="gallery-card-meta">{item.author.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {items.length < total && (
        <button
          type="button"
          className="button"
          disabled={status === 'loading'}
          onClick={() => void more()}
        >
          {t('gallery.results.more')}
        </button>
      )}
    </section>
  );
}
