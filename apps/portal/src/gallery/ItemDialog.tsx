import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { cacheKeys } from '@figura/sdk-core/session';
import { itemCredit, licenceLabel } from '@figura/sdk-core/model';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { Breadcrumbs, useTrail } from '../navigation/Breadcrumbs';
import { useSession } from '../session/SessionContext';

/**
 * One library item shown larger, with its credit line and "Use in a new graphical abstract":
 * signed in, that makes a creation holding the item (its licence, author and source copied onto
 * the element) and opens the editor; signed out, it goes to sign in first and comes back here.
 */
export function ItemDialog({ itemId, onClose }: { itemId: string; onClose: () => void }) {
  const { t } = useTranslation('portal');
  const { api, user, loginUrl } = useSession();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  // The library item through the data cache (spec §9): opening it again shows it at once.
  const itemQuery = useQuery({
    queryKey: cacheKeys.galleryItem(itemId),
    queryFn: () => api.getLibraryItem(itemId),
  });
  const item = itemQuery.data ?? null;
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (itemQuery.error ? errorText(itemQuery.error, t) : null);
  const [using, setUsing] = useState(false);

  useTrail(
    item && [
      { label: t('breadcrumbs.gallery'), path: '/gallery' },
      { label: item.title, path: `/gallery?item=${encodeURIComponent(item.id)}` },
    ],
  );

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  async function use() {
    if (!item) return;
    if (!user) {
      // Back to this item after signing in; the user chooses again (nothing is made unasked).
      window.location.assign(loginUrl(window.location.href));
      return;
    }
    setUsing(true);
    setError(null);
    try {
      // The editor's engine (schemas, element factories) loads only when it is needed.
      const { createCreationWithLibraryItem } = await import('@figura/sdk-core/editor');
      const creation = await createCreationWithLibraryItem(api, item.id, {
        type: 'abstract',
        name: t('gallery.item.newName', { title: item.title }),
      });
      navigate(`/editor/${creation.id}`);
    } catch (caught) {
      setError(errorText(caught, t));
      setUsing(false);
    }
  }

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="item-title" onClose={onClose}>
      <div className="dialog-body" aria-busy={!item && !error}>
        {item && <Breadcrumbs />}
        <h2 id="item-title" className="dialog-title">
          {item?.title ?? t('gallery.item.loading')}
        </h2>
        {error && (
          <p role="alert" className="alert error">
            {error}
          </p>
        )}
        {item && (
          <>
            <img
              className="gallery-preview"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(item.svg)}`}
              alt={item.title}
            />
            <dl className="gallery-facts">
              <dt>{t('gallery.item.licence')}</dt>
              <dd>
                <a href={item.licence.url} target="_blank" rel="noreferrer">
                  {licenceLabel(item.licence.spdx)}
                </a>
              </dd>
              <dt>{t('gallery.item.author')}</dt>
              <dd>
                <NameLink {...item.author} />
              </dd>
              <dt>{t('gallery.item.source')}</dt>
              <dd>
                <NameLink {...item.source} />
              </dd>
              <dt>{t('gallery.item.drawing')}</dt>
              <dd>
                {item.quality?.bitmap
                  ? t('gallery.results.pictureHint', item.quality.bitmap)
                  : t('gallery.item.vector')}
              </dd>
              <dt>{t('gallery.item.credit')}</dt>
              <dd className="gallery-credit">
                <CreditLine text={itemCredit(item)} />
              </dd>
            </dl>
          </>
        )}
        <div className="dialog-actions">
          <button
            type="button"
            className="button primary"
            disabled={!item || using}
            aria-busy={using}
            onClick={() => void use()}
          >
            {using
              ? t('gallery.item.using')
              : user
                ? t('gallery.item.use')
                : t('gallery.item.signInToUse')}
          </button>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('gallery.item.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/**
 * The credit line and a button that copies it (for a figure legend or a paper's
 * acknowledgements), then says so; where the browser refuses the clipboard, says to select the
 * line instead.
 */
function CreditLine({ text }: { text: string }) {
  const { t } = useTranslation('portal');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      (failure: unknown) => {
        console.warn('The credit line was not copied', failure);
        setState('failed');
      },
    );
  return (
    <>
      {text}
      <span className="gallery-credit-copy">
        <button type="button" className="button small" onClick={() => void copy()}>
          {t('gallery.item.copyCredit')}
        </button>
        <span role="status">
          {state === 'copied'
            ? t('gallery.item.copied')
            : state === 'failed'
              ? t('gallery.item.copyFailed')
              : ''}
        </span>
      </span>
    </>
  );
}

/** A credit's name, linked to its page when it has one (our own drawings' source has none). */
function NameLink({ name, url }: { name: string; url?: string | undefined }) {
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      {name}
    </a>
  ) : (
    <>{name}</>
  );
}
