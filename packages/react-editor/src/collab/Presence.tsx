import type { RefObject } from 'react';
import { useStore } from 'zustand';
import type { EditorCollaboration, EditorEngine } from '@figura/sdk-core/editor';
import { useTranslation } from '../i18n/translation';

/** How the co-editing room is reached, for the header (the people are over the canvas: PeopleHere). */
export function LiveStatus({
  collaboration,
  readOnly = false,
}: {
  collaboration: EditorCollaboration;
  /** A commentor's: they see the changes as they are made, and make none. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('editor');
  const status = useStore(collaboration.state, (state) => state.status);
  const hint = readOnly && status === 'connected' ? 'connectedViewing' : status;
  return (
    <div className="figura-collaborators" data-testid="collaborators" data-status={status}>
      <span
        role="status"
        className="figura-collab-status"
        data-testid="collab-status"
        title={t(`collab.statusHint.${hint}`)}
      >
        {t(`collab.status.${status}`)}
      </span>
    </div>
  );
}

/** Publishes this person's pointer, in slide coordinates, as they move over the canvas. */
export function pointerHandlers(
  editor: EditorEngine,
  collaboration: EditorCollaboration,
  hostRef: RefObject<HTMLElement | null>,
) {
  return {
    onPointerMove(event: React.PointerEvent) {
      const container = hostRef.current?.querySelector<HTMLElement>('.canvas-container');
      if (!container) return;
      const rect = container.getBoundingClientRect();
      const zoom = editor.getZoom();
      collaboration.setCursor({
        x: Math.round((event.clientX - rect.left) / zoom),
        y: Math.round((event.clientY - rect.top) / zoom),
      });
    },
    onPointerLeave() {
      collaboration.setCursor(null);
    },
  };
}
