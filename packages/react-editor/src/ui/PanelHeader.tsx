import type { Ref } from 'react';

export interface PanelHeaderProps {
  title: string;
  /** The heading's id, for the panel's aria-labelledby. */
  headingId?: string;
  /** The close button's accessible name ("Close the layers panel"). */
  closeLabel: string;
  onClose: () => void;
  closeRef?: Ref<HTMLButtonElement>;
}

/** A side panel's title and its close button, the same in every panel. */
export function PanelHeader({ title, headingId, closeLabel, onClose, closeRef }: PanelHeaderProps) {
  return (
    <div className="figura-panel-header">
      <h2 id={headingId}>{title}</h2>
      <button
        ref={closeRef}
        type="button"
        className="figura-button"
        aria-label={closeLabel}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}
