import { useQuery } from '@tanstack/react-query';
import { cacheKeys } from '@figura/sdk-core/session';
import { GALLERY_TYPES, type GalleryType } from '@figura/sdk-core/stores';
import type { LibraryCategories } from '@figura/sdk-core/schema';
import { useGallery } from '@figura/react-editor/gallery';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';

/** The type toggle (spec §4); for illustrations, the tags with the active one and the search box. */
export function GalleryFilters({
  query,
  onQuery,
  onType,
}: {
  query: string;
  onQuery: (query: string) => void;
  /** Shows illustrations or templates (the page keeps it in the address). */
  onType: (type: GalleryType) => void;
}) {
  const { t } = useTranslation('portal');
  const { type, tags, setTags, activeTag, setActiveTag } = useGallery();
  const categories = useCategories();

  return (
    <div className="gallery-filters">
      <div role="group" aria-label={t('gallery.type.label')} className="gallery-types">
        {GALLERY_TYPES.map((value) => (
          <button
            key={value}
            type="button"
            className="button"
            aria-pressed={type === value}
            onClick={() => onType(value)}
          >
            {t(`gallery.type.${value}`)}
          </button>
        ))}
      </div>

      {/* Tags are the library's categories: they narrow illustrations (and stay set meanwhile). */}
      {type === 'ILLUSTRATION' && (
        <div role="group" aria-label={t('gallery.tags.label')} className="gallery-tags">
          <button
            type="button"
            className="tag"
            aria-pressed={activeTag === null}
            onClick={() => setActiveTag(null)}
          >
            {t('gallery.tags.all')}
          </button>
          {tags.map((tag) => (
            <span key={tag} className="tag-pair">
              <button
                type="button"
                className="tag"
                aria-pressed={activeTag === tag}
                onClick={() => setActiveTag(tag)}
              >
                {tag}
              </button>
              <button
                type="button"
                className="tag-remove"
                aria-label={t('gallery.tags.remove', { tag })}
                onClick={() => setTags(tags.filter((kept) => kept !== tag))}
              >
                ×
              </button>
            </span>
          ))}
          <label className="tag-add">
            <span>{t('gallery.tags.add')}</span>
            <select
              value=""
              onChange={(event) => {
                if (event.target.value) setActiveTag(event.target.value);
              }}
            >
              <option value="">{t('gallery.tags.choose')}</option>
              {categories
                .filter((category) => !tags.includes(category.name))
                .map((category) => (
                  <option key={category.name} value={category.name}>
                    {t('gallery.tags.category', { name: category.name, count: category.count })}
                  </option>
                ))}
            </select>
          </label>
        </div>
      )}

      {type === 'ILLUSTRATION' && (
        <label className="gallery-search">
          <span>{t('gallery.search')}</span>
          <input
            type="search"
            value={query}
            placeholder={t('gallery.searchHint')}
            onChange={(event) => onQuery(event.target.value)}
          />
        </label>
      )}
    </div>
  );
}

/** The library's categories, the tags a user picks from (none while they load or if they fail). */
function useCategories(): LibraryCategories {
  const { api } = useSession();
  const { data } = useQuery({
    queryKey: cacheKeys.galleryCategories(),
    queryFn: async () => {
      try {
        const categories = await api.getLibraryCategories({ kind: 'illustration' });
        return [...categories].sort((a, b) => a.name.localeCompare(b.name));
      } catch (error) {
        console.warn('Library categories could not be loaded', error);
        throw error;
      }
    },
  });
  return data ?? NO_CATEGORIES;
}

const NO_CATEGORIES: LibraryCategories = [];
