import { useEffect, useId, useRef } from 'react';
import { shortcutList } from '@figura/sdk-core/editor';

export interface ShortcutsPanelProps {
  mac: boolean;
  onClose: () => void;
}

/** The keyboard shortcuts help, a modal dialog inside the editor's container. */
export function ShortcutsPanel({ mac, onClose }: ShortcutsPanelProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div
      className="figura-dialog-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className="figura-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Escape' || event.key === '?') {
            event.preventDefault();
            onClose();
          }
        }}
      >
        <div className="figura-panel-header">
          <h2 id={titleId}>Keyboard shortcuts</h2>
          <button
            ref={closeRef}
            type="button"
            className="figura-button"
            aria-label="Close keyboard shortcuts"
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <table className="figura-shortcuts">
          <thead>
            <tr>
              <th scope="col">Keys</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {shortcutList(mac).map((item) => (
              <tr key={item.action}>
                <td>
                  <kbd>{item.keys}</kbd>
                </td>
                <td>{item.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
