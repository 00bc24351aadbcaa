import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GalleryProvider, useGallery } from '@figura/react-editor/gallery';
import { GALLERY_TYPES, type GalleryType } from '@figura/sdk-core/stores';
import type { LibraryCollectionId } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';
import { PortalHeader } from '../navigation/PortalHeader';
import { useTrail } from '../navigation/Breadcrumbs';
import { useSession } from '../session/SessionContext';
import { useLibraryCollections } from '../cache/queries';
import { FeaturedCollections } from './FeaturedCollections';
import { GalleryFilters } from './GalleryFilters';
import { IllustrationResults } from './IllustrationResults';
import { ItemDialog } from './ItemDialog';
import { TemplateResults } from './TemplateResults';
import { addressWith } from './address';

/**
 * /gallery: the content library's illustrations and templates, public. The filter
 * (type, tags, active tag) lives in the gallery store and persists in localStorage under
 * `gallery` (spec §3), so it survives a reload.
 */
export function GalleryPage() {
  // One store per page visit, read from and written to the browser's storage.
  const [storage] = useState(() => window.localStorage);
  return (
    <GalleryProvider storage={storage}>
      <Gallery />
    </GalleryProvider>
  );
}

/**
 * `?type=` in the address: the view a link opens on (My creations' "templates by kind"), and the
 * one a reload or Back finds again.
 */
const ADDRESS_OF_TYPE: Record<GalleryType, string> = {
  TEMPLATE: 'templates',
  ILLUSTRATION: 'illustrations',
};
const typeInAddress = (word: string | null) =>
  GALLERY_TYPES.find((type) => ADDRESS_OF_TYPE[type] === word);

function Gallery() {
  const { t } = useTranslation('portal');
  const { session, setUser } = useSession();
  const type = useGallery((state) => state.type);
  const setType = useGallery((state) => state.setType);
  // The open item is in the address: a link to it works, and so does coming back from sign-in.
  const [params, setParams] = useSearchParams();
  // So is the search (?q=): a search can be sent on, and a reload finds it again. Typed into
  // state first (the field follows each key at once), written through to the address.
  const [query, setTypedQuery] = useState(() => params.get('q') ?? '');
  const setQuery = (next: string) => {
    setTypedQuery(next);
    setParams((current) => addressWith(current, { q: next }), { replace: true });
  };
  const openItem = params.get('item');
  // The open collection is in the address too: a link to it works, and Back closes it.
  // Checked against the API's list (not the schema's: zod stays off the portal's first route).
  const { data: collections } = useLibraryCollections();
  const asked = params.get('collection');
  const collection =
    asked && (!collections || collections.some((known) => known.id === asked))
      ? (asked as LibraryCollectionId)
      : null;
  const activeTag = useGallery((state) => state.activeTag);
  // A link's ?type= picks the view once, over the one remembered from the last visit.
  const linkedType = typeInAddress(params.get('type'));
  useEffect(() => {
    if (linkedType) setType(linkedType);
  }, [linkedType, setType]);

  // An open item sets its own trail (the item dialog) once it is loaded.
  useTrail(openItem ? null : [{ label: t('breadcrumbs.gallery'), path: '/gallery' }]);

  // Public page: find out quietly whether someone is signed in (no redirect to sign in).
  useEffect(() => {
    let cancelled = false;
    session
      .ensureSession({ loginIfNeeded: false, continueUrl: window.location.href })
      .then((result) => {
        if (!cancelled) setUser(result.user);
      })
      .catch((error: unknown) => console.warn('Session check failed', error));
    return () => {
      cancelled = true;
    };
  }, [session, setUser]);

  /** Opens (a value) or closes (null) what `key` names in the address: an item, a collection. */
  const showInAddress = (key: 'item' | 'collection', value: string | null) =>
    setParams((current) => addressWith(current, { [key]: value }), { replace: !value });
  const showItem = (id: string | null) => showInAddress('item', id);
  /** Another view: in the address too (a template's narrowing stays with the templates). */
  const showType = (next: GalleryType) => {
    if (next === type) return;
    setType(next);
    setParams((current) => addressWith(current, { type: ADDRESS_OF_TYPE[next] }));
  };
  // The front door (the featured collections) while nothing narrows the illustrations.
  const frontDoor = !collection && !activeTag && query.trim() === '';

  return (
    <>
      <PortalHeader />
      <main className="gallery">
        <h1>{t('gallery.title')}</h1>
        <p className="gallery-intro">{t('gallery.intro')}</p>
        <GalleryFilters query={query} onQuery={setQuery} onType={showType} />
        {type === 'ILLUSTRATION' ? (
          <>
            {frontDoor && <FeaturedCollections onOpen={(id) => showInAddress('collection', id)} />}
            {collection && (
              <div className="collection-bar">
                <button
                  type="button"
                  className="button"
                  onClick={() => showInAddress('collection', null)}
                >
                  ← {t('gallery.collections.all')}
                </button>
                <h2>{t(`gallery.collections.${collection}.name`)}</h2>
              </div>
            )}
            <IllustrationResults
              query={query}
              onQuery={setQuery}
              collection={collection}
              heading={frontDoor ? t('gallery.collections.allIllustrations') : undefined}
              onOpen={showItem}
            />
          </>
        ) : (
          <TemplateResults />
        )}
        {openItem && <ItemDialog itemId={openItem} onClose={() => showItem(null)} />}
      </main>
    </>
  );
}
