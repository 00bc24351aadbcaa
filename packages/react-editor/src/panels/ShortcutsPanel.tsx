import { useEffect, useRef } from 'react';
import { shortcutList } from '@figura/sdk-core/editor';
import { useTranslation } from '../i18n/translation';
import { Dialog } from '../ui/Dialog';

export interface ShortcutsPanelProps {
  mac: boolean;
  onClose: () => void;
}

/** The keyboard shortcuts help, a modal dialog inside the editor's container. */
export function ShortcutsPanel({ mac, onClose }: ShortcutsPanelProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation('editor');
  // The list itself (keys and actions) is the engine's, in the common namespace.
  const { t: engineWords } = useTranslation('common');
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <Dialog
      title={t('shortcuts.title')}
      closeLabel={t('shortcuts.close')}
      onClose={onClose}
      closeRef={closeRef}
      closeKeys={['?']}
    >
      <table className="figura-shortcuts">
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.keys')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {shortcutList(mac, engineWords).map((item) => (
            <tr key={item.action}>
              <td>
                <kbd>{item.keys}</kbd>
              </td>
              <td>{item.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}

export default ShortcutsPanel;
