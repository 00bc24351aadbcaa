import type { RefObject } from 'react';
import { useStore } from 'zustand';
import type { EditorCollaboration, EditorEngine } from '@figura/sdk-core/editor';
import { useTranslation } from '../i18n/translation';

/** The people co-editing the open slide, for the header, with how the room is reached. */
export function CollaboratorsList({
  collaboration,
  readOnly = false,
}: {
  collaboration: EditorCollaboration;
  /** A commentor's: they see the changes as they are made, and make none. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('editor');
  const { status, collaborators } = useStore(collaboration.state);
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
      <ul aria-label={t('collab.people')}>
        {collaborators.map((person) => (
          <li key={person.clientId} data-testid="collaborator" title={person.name}>
            <span className="figura-collab-dot" style={{ background: person.colour }} />
            {person.name}
          </li>
        ))}
      </ul>
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
