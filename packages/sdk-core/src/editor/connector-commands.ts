import { STROKE_WIDTH_RANGE } from '../schema/document/constants';
import type {
  ArrowHead,
  ConnectorElement,
  FiguraElement,
  StrokeDash,
} from '../schema/document/elements';
import type { SlideDocument } from '../schema/document/document';
import { isConnectorElement } from '../schema/document/guards';
import { commitElementPatch, withStrokeWidthIn } from './element-style-commands';
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
  const patch = withStrokeWidthIn(change, STROKE_WIDTH_RANGE.min);
  if (element.type === 'line') {
    delete patch.headStart;
    delete patch.headEnd;
  }
  if (Object.keys(patch).length === 0) return;
  commitElementPatch(
    editor,
    id,
    patch as Partial<FiguraElement>,
    editor.t('history.lineStyle'),
    gesture && `connector:${id}:${gesture}`,
  );
}
