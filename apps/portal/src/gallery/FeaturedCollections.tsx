import type { LibraryCollectionId } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';
import { useLibraryCollections } from '../cache/queries';
import { useSession } from '../session/SessionContext';

/**
 * The gallery's front door: the featured collections (cell biology, immunology…), each a card
 * with a cover of four of its best drawings, its name, what it holds and its size. Nothing shows
 * while they load or when they fail: the list of every illustration below still works.
 */
export function FeaturedCollections({ onOpen }: { onOpen: (id: LibraryCollectionId) => void }) {
  const { t } = useTranslation('portal');
  const { api } = useSession();
  const { data: collections } = useLibraryCollections();
  const shown = collections?.filter((collection) => collection.count > 0) ?? [];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="collections-heading" className="gallery-collections">
      <h2 id="collections-heading">{t('gallery.collections.heading')}</h2>
      <ul className="collection-grid">
        {shown.map(({ id, count, cover }) => (
          <li key={id}>
            <button type="button" className="collection-card" onClick={() => onOpen(id)}>
              <span className="collection-cover" aria-hidden="true">
                {cover.map((itemId) => (
                  <img
                    key={itemId}
                    src={api.libraryThumbnailUrl(itemId)}
                    alt=""
                    width={64}
                    height={64}
                  />
                ))}
              </span>
              <span className="collection-name">{t(`gallery.collections.${id}.name`)}</span>
              <span className="collection-blurb">{t(`gallery.collections.${id}.blurb`)}</span>
              <span className="collection-count">{t('gallery.results.count', { count })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
