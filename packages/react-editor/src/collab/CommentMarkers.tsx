import { useEffect, useReducer } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import type { EditorEngine } from '@figura/sdk-core/editor';
import { commentThreads, type CommentsController } from '@figura/sdk-core/stores';
import type { FabricView } from '../canvas/fabric-view';
import { useTranslation } from '../i18n/translation';

export interface CommentMarkersProps {
  editor: EditorEngine;
  view: FabricView;
  comments: CommentsController;
  elementName: (elementId: string) => string;
  onOpenThread: (threadId: string, elementId: string) => void;
}

/** fabric events after which an element may sit elsewhere (a gesture, or the store applied). */
const MOVING_EVENTS = [
  'object:moving',
  'object:scaling',
  'object:rotating',
  'after:render',
] as const;

/**
 * A marker at the top right of every element with an open comment thread, over the canvas: it
 * follows the element while it is dragged and after every change. Shown unless the user hid them
 * (stored, spec §4).
 */
export function CommentMarkers({
  editor,
  view,
  comments,
  elementName,
  onOpenThread,
}: CommentMarkersProps) {
  const { t } = useTranslation('editor');
  const { comments: list, visible } = useStore(comments.state);
  const zoom = useStore(editor.camera.state, (state) => state.zoom);
  // Re-measure on every frame fabric draws: positions come from the drawn objects.
  const [, remeasure] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const offs = MOVING_EVENTS.map((name) => view.canvas.on(name, () => remeasure()));
    return () => offs.forEach((off) => off());
  }, [view]);
  if (!visible) return null;
  const open = commentThreads(list).filter(
    (thread) => !thread.root.checked && thread.root.elementId !== null,
  );
  const markers = open.flatMap(({ root, replies }, index) => {
    const object = view.getObject(root.elementId!);
    if (!object) return [];
    const box = object.getBoundingRect();
    const scale = view.canvas.getZoom() || zoom;
    // Several threads on one element stack downwards.
    const sameElementBefore = open
      .slice(0, index)
      .filter((other) => other.root.elementId === root.elementId).length;
    return [
      <button
        key={root.id}
        type="button"
        className="figura-comment-marker"
        data-element-id={root.elementId}
        style={{
          left: `${Math.round((box.left + box.width) * scale) - 10}px`,
          top: `${Math.round(box.top * scale) - 10 + sameElementBefore * 26}px`,
        }}
        aria-label={t('comments.marker', {
          name: elementName(root.elementId!),
          count: replies.length + 1,
        })}
        title={root.text}
        onClick={() => onOpenThread(root.id, root.elementId!)}
      >
        {replies.length + 1}
      </button>,
    ];
  });
  return createPortal(<div className="figura-comment-markers">{markers}</div>, view.wrapper);
}

export default CommentMarkers;
