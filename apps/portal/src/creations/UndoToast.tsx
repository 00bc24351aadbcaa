import { useTranslation } from '@figura/react-editor/i18n';
import { Toast } from '../design/Toast';

interface UndoToastProps {
  name: string;
  onUndo: () => void;
  onClose: () => void;
}

/** "… moved to Trash. Undo": the delete can be taken back at once (and later from Trash). */
export function UndoToast({ name, onUndo, onClose }: UndoToastProps) {
  const { t } = useTranslation('portal');
  return (
    <Toast
      onClose={onClose}
      action={
        <button type="button" className="link-button" onClick={onUndo}>
          {t('trash.undo')}
        </button>
      }
    >
      {t('trash.deleted', { name })}
    </Toast>
  );
}
