import type { DeletedCreation } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';

interface TrashListProps {
  deleted: readonly DeletedCreation[] | null;
  onRestore: (creation: DeletedCreation) => void;
}

/** The trash: deleted creations with when they go for good, each with Restore. */
export function TrashList({ deleted, onRestore }: TrashListProps) {
  const { t } = useTranslation('portal');
  if (deleted === null) return <p aria-busy="true">{t('myCreations.loading')}</p>;
  if (deleted.length === 0) return <p className="empty-state">{t('trash.empty')}</p>;
  return (
    <>
      <p className="create-choice-hint">{t('trash.hint')}</p>
      <ul className="trash-list" aria-label={t('trash.title')}>
        {deleted.map((creation) => (
          <li key={creation.id} className="trash-item">
            <span className="creation-name">{creation.name}</span>
            <span className="creation-meta">{t('trash.purged', { date: creation.purgeAt })}</span>
            <button
              type="button"
              className="button"
              aria-label={t('trash.restoreLabel', { name: creation.name })}
              onClick={() => onRestore(creation)}
            >
              {t('trash.restore')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
