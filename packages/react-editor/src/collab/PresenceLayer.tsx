import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useStore } from 'zustand';
import { elementBounds } from '@figura/sdk-core/arrange';
import type { EditorCollaboration, EditorEngine } from '@figura/sdk-core/editor';
import { useStyleSheet } from '../ui/use-style-sheet';

// Loaded when someone else first joins the slide (EditorShell): alone, nobody needs it.
const PRESENCE_LAYER_CSS = `
.figura-root .figura-presence { position: absolute; width: 0; height: 0; pointer-events: none; z-index: 2; }
.figura-root .figura-presence-selection { position: absolute; border: 2px solid; box-sizing: border-box; }
.figura-root .figura-presence-cursor { position: absolute; display: flex; align-items: flex-start; }
.figura-root .figura-presence-cursor span { color: #fff; font-size: 11px; padding: 1px 4px; border-radius: 3px; margin-top: 12px; white-space: nowrap; }
`;

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
export default function PresenceLayer({
  editor,
  collaboration,
  hostRef,
}: {
  editor: EditorEngine;
  collaboration: EditorCollaboration;
  hostRef: RefObject<HTMLElement | null>;
}) {
  const layerRef = useRef<HTMLDivElement>(null);
  const collaborators = useStore(collaboration.state, (state) => state.collaborators);
  const document = useStore(editor.store, (state) => state.document);
  const zoom = useStore(editor.camera.state, (state) => state.zoom);
  const origin = useCanvasOrigin(hostRef, [zoom, document.width, document.height, collaborators]);
  const byId = new Map(document.elements.map((element) => [element.id, element]));
  useStyleSheet(layerRef, 'presence', PRESENCE_LAYER_CSS);
  return (
    <div
      ref={layerRef}
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
