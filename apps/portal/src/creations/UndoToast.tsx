import { useEffect } from 'react';
import { useTranslation } from '@figura/react-editor/i18n';

/** How long Undo stays offered after a delete. */
const UNDO_FOR_MS = 8000;

interface UndoToastProps {
  name: string;
  onUndo: () => void;
  onClose: () => void;
}

export function UndoToast({ name, onUndo, onClose }: UndoToastProps) {
  const { t } = useTranslation('portal');
  useEffect(() => {
    const timer = window.setTimeout(onClose, UNDO_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <div className="undo-toast" role="status">
      {t('trash.deleted', { name })}{' '}
      <button type="button" className="link-button" onClick={onUndo}>
        {t('trash.undo')}
      </button>
    </div>
  );
}
