import { useEffect, useRef, useState } from 'react';
import type { FiguraApi } from '@figura/sdk-core/api';
import { errorText } from '@figura/sdk-core/api';
import type { Creation } from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';

export interface CopySlideDialogProps {
  api: FiguraApi;
  creationId: string;
  onCopy: (targetCreationId: string) => Promise<void>;
  onClose: () => void;
}

/** "Copy slide to…": the user's other creations; picking one copies the open slide to its end. */
export default function CopySlideDialog({
  api,
  creationId,
  onCopy,
  onClose,
}: CopySlideDialogProps) {
  const { t } = useTranslation('editor');
  const [creations, setCreations] = useState<Creation[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [copying, setCopying] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    api.listCreations({ limit: 200 }).then(
      (list) => {
        if (!cancelled) setCreations(list.data.filter((creation) => creation.id !== creationId));
      },
      (error: unknown) => {
        if (!cancelled) setMessage(errorText(error, t));
      },
    );
    dialogRef.current?.focus();
    return () => void (cancelled = true);
  }, [api, creationId, t]);

  const copy = async (target: Creation) => {
    setCopying(true);
    setMessage(null);
    try {
      await onCopy(target.id);
      setMessage(t('slides.copied', { name: target.name }));
    } catch (error) {
      setMessage(errorText(error, t));
    } finally {
      setCopying(false);
    }
  };

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-label={t('slides.copyDialog')}
      tabIndex={-1}
      className="figura-copy-slide"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="figura-panel-header">
        <h2>{t('slides.copyTo')}</h2>
        <button type="button" className="figura-button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      {creations === null && !message ? (
        <p role="status" className="figura-message">
          {t('slides.loadingCreations')}
        </p>
      ) : null}
      {creations?.length === 0 ? (
        <p className="figura-message">{t('slides.noOtherCreations')}</p>
      ) : null}
      {creations && creations.length > 0 ? (
        <ul className="figura-copy-slide-list">
          {creations.map((creation) => (
            <li key={creation.id}>
              <button
                type="button"
                className="figura-button"
                disabled={copying}
                onClick={() => void copy(creation)}
              >
                {creation.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <p role="status" className="figura-message">
          {message}
        </p>
      ) : null}
    </div>
  );
}
