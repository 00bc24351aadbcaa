import { useLayoutEffect, useState, type RefObject } from 'react';
import { useStore } from 'zustand';
import { elementBounds } from '@figura/sdk-core/arrange';
import type { EditorCollaboration, EditorEngine } from '@figura/sdk-core/editor';
import { useTranslation } from '../i18n/translation';

/** The people co-editing the open slide, for the header, with how the room is reached. */
export function CollaboratorsList({ collaboration }: { collaboration: EditorCollaboration }) {
  const { t } = useTranslation('editor');
  const { status, collaborators } = useStore(collaboration.state);
  return (
    <div className="figura-collaborators" data-testid="collaborators" data-status={status}>
      <span
        role="status"
        className="figura-collab-status"
        data-testid="collab-status"
        title={t(`collab.statusHint.${status}`)}
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

/** Where the slide's canvas sits inside the canvas area (which is its offset parent). */
function useCanvasOrigin(hostRef: RefObject<HTMLElement | null>, deps: unknown[]) {
  const [origin, setOrigin] = useState({ left: 0, top: 0 });
  useLayoutEffect(() => {
    const container = hostRef.current?.querySelector<HTMLElement>('.canvas-container');
    if (container) setOrigin({ left: container.offsetLeft, top: container.offsetTop });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when what moves it changes
  }, deps);
  return origin;
}

/**
 * Other people's pointers (with their names) and selections, drawn over the canvas in their
 * colours. It never takes the pointer: the canvas under it stays usable.
 */
export function PresenceLayer({
  editor,
  collaboration,
  hostRef,
}: {
  editor: EditorEngine;
  collaboration: EditorCollaboration;
  hostRef: RefObject<HTMLElement | null>;
}) {
  const collaborators = useStore(collaboration.state, (state) => state.collaborators);
  const document = useStore(editor.store, (state) => state.document);
  const zoom = useStore(editor.camera.state, (state) => state.zoom);
  const origin = useCanvasOrigin(hostRef, [zoom, document.width, document.height, collaborators]);
  const byId = new Map(document.elements.map((element) => [element.id, element]));
  return (
    <div
      className="figura-presence"
      aria-hidden="true"
      style={{ left: origin.left, top: origin.top }}
    >
      {collaborators.map((person) => (
        <div key={person.clientId} data-testid="presence" data-name={person.name}>
          {person.selection.map((id) => {
            const element = byId.get(id);
            if (!element) return null;
            const box = elementBounds(element);
            return (
              <div
                key={id}
                className="figura-presence-selection"
                data-testid="presence-selection"
                style={{
                  left: box.left * zoom,
                  top: box.top * zoom,
                  width: (box.right - box.left) * zoom,
                  height: (box.bottom - box.top) * zoom,
                  borderColor: person.colour,
                }}
              />
            );
          })}
          {person.cursor ? (
            <div
              className="figura-presence-cursor"
              data-testid="presence-cursor"
              style={{ left: person.cursor.x * zoom, top: person.cursor.y * zoom }}
            >
              <svg width="12" height="16" viewBox="0 0 12 16">
                <path d="M0 0L12 10H5L0 16Z" fill={person.colour} />
              </svg>
              <span style={{ background: person.colour }}>{person.name}</span>
            </div>
          ) : null}
        </div>
      ))}
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
