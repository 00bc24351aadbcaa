import { STROKE_WIDTH_RANGE } from '../schema/constants';
import type { ArrowHead, ConnectorElement, StrokeDash } from '../schema/elements';
import type { SlideDocument } from '../schema/document';
import { isConnectorElement } from '../schema/guards';
import type { EditorEngine } from './types';

/** What the inspector changes on a line or a connector. */
export interface ConnectorStyle {
  stroke?: string;
  strokeWidth?: number;
  strokeDash?: StrokeDash;
  /** Not for a plain line, which has no heads. */
  headStart?: ArrowHead;
  headEnd?: ArrowHead;
}

/** Element `id` of `document` as a line or connector, or undefined. */
export function connectorById(document: SlideDocument, id: string): ConnectorElement | undefined {
  const element = document.elements.find((candidate) => candidate.id === id);
  return element && isConnectorElement(element) ? element : undefined;
}

/**
 * Restyles line or connector `id` (colour, width, dash, heads): one history entry per `gesture`
 * (a colour picker's visit, a width field's), so a drag through colours undoes in one step.
 */
export function setConnectorStyle(
  editor: Pick<EditorEngine, 'getDocument' | 'store' | 't'>,
  id: string,
  change: ConnectorStyle,
  gesture?: string,
): void {
  const element = connectorById(editor.getDocument(), id);
  if (!element) return;
  const patch: ConnectorStyle = { ...change };
  if (patch.strokeWidth !== undefined) {
    if (!Number.isFinite(patch.strokeWidth)) delete patch.strokeWidth;
    else
      patch.strokeWidth = Math.min(
        STROKE_WIDTH_RANGE.max,
        Math.max(STROKE_WIDTH_RANGE.min, patch.strokeWidth),
      );
  }
  if (element.type === 'line') {
    delete patch.headStart;
    delete patch.headEnd;
  }
  if (Object.keys(patch).length === 0) return;
  editor.store.getState().commit(
    (doc) => ({
      ...doc,
      elements: doc.elements.map((candidate) =>
        candidate.id === id ? ({ ...candidate, ...patch } as typeof candidate) : candidate,
      ),
    }),
    editor.t('history.lineStyle'),
    gesture ? { mergeKey: `connector:${id}:${gesture}` } : undefined,
  );
}
