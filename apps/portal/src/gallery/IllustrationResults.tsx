import { createElement, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { licenceLabel } from '@figura/sdk-core/model';
import type { LibraryCollectionId } from '@figura/sdk-core/schema';
import { errorText } from '@figura/sdk-core/api';
import { useGallery } from '@figura/react-editor/gallery';
import { useTranslation } from '@figura/react-editor/i18n';
import { useIllustrationResults } from '../cache/queries';
import { useSession } from '../session/SessionContext';

/** Typing waits this long before searching, so each word is one request, not each key. */
const SEARCH_DELAY_MS = 200;

/** The illustrations matching the search and the active tag, a page at a time. */
export function IllustrationResults({
  query,
  onQuery,
  collection,
  heading,
  onOpen,
}: {
  query: string;
  /** Puts other words in the search box ("did you mean"). */
  onQuery: (query: string) => void;
  /** One featured collection's illustrations only. */
  collection: LibraryCollectionId | null;
  /** Said before the count (the front door's "All illustrations"). */
  heading?: string | undefined;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('portal');
  const { api } = useSession();
  const activeTag = useGallery((state) => state.activeTag);
  // The words asked for once typing pauses (a tag applies at once).
  const [searched, setSearched] = useState(query);
  useEffect(() => {
    const timer = window.setTimeout(() => setSearched(query), query ? SEARCH_DELAY_MS : 0);
    return () => window.clearTimeout(timer);
  }, [query]);
  const results = useIllustrationResults({ q: searched, category: activeTag, collection });
  const pages = results.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages.at(-1)?.total ?? 0;
  const suggestion = pages.at(-1)?.suggestion;
  const status = results.isError ? 'failed' : results.isFetching ? 'loading' : 'ready';

  return (
    <section aria-labelledby="results-heading" aria-busy={status === 'loading'}>
      {heading && (
        <h2 id="results-heading" className="gallery-list-heading">
          {heading}
        </h2>
      )}
      {/* The count is the list's heading, or a line under the one given. */}
      {createElement(
        heading ? 'p' : 'h2',
        heading
          ? { className: 'gallery-count' }
          : { id: 'results-heading', className: 'gallery-count' },
        status === 'ready' || items.length > 0
          ? t('gallery.results.count', { count: total })
          : t('gallery.results.label'),
      )}
      {status === 'failed' && (
        <p role="alert" className="alert error">
          {t('gallery.results.failed')} {errorText(results.error, t)}{' '}
          <button type="button" className="link-button" onClick={() => void results.refetch()}>
            {t('tryAgain')}
          </button>
        </p>
      )}
      {status === 'loading' && items.length === 0 && <p>{t('gallery.results.loading')}</p>}
      {status === 'ready' && items.length === 0 && (
        <div className="empty-state">
          <p>
            {t('gallery.results.empty')}
            {suggestion && (
              <>
                {' '}
                <button type="button" className="link-button" onClick={() => onQuery(suggestion)}>
                  {t('gallery.results.didYouMean', { suggestion })}
                </button>
              </>
            )}
          </p>
          {/* What the library lacks can still be had: drawn to order. */}
          <p>
            <Link to="/order-custom-work">{t('gallery.results.orderIt')}</Link>
          </p>
        </div>
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
                {item.quality?.bitmap && (
                  <span
                    className="badge warning"
                    title={t('gallery.results.pictureHint', item.quality.bitmap)}
                  >
                    {t('gallery.results.picture')}
                  </span>
                )}
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
          onClick={() => void results.fetchNextPage()}
        >
          {t('gallery.results.more')}
        </button>
      )}
    </section>
  );
}
