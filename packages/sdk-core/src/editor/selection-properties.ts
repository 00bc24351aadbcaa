// Which set of properties the inspector's Style tab shows: the selection-to-panel mapping, as
// engine logic so a host and the headless editor read the same answer as the React shell.
import type { SlideDocument } from '../schema/document/document';
import { isConnectorElement, isScientificElement } from '../schema/document/guards';
import { FILLED_SHAPE_TYPES } from './element-style-commands';

/** The inspector's sets of an element's own properties (a parametric shape also has the shape's). */
export const PROPERTY_SETS = [
  'dynamic_shape',
  'shape',
  'icon',
  'illustration',
  'molecule',
  'chart',
  'scientific',
  'connector',
  'textbox',
] as const;
export type PropertySet = (typeof PROPERTY_SETS)[number];

export interface SelectedProperties {
  set: PropertySet;
  elementId: string;
}

/**
 * The properties to show for the selection: one element's set, or null for none, several, an
 * element without its own settings, or a read-only editor (a commentor gets no editing controls).
 */
export function selectedProperties(state: {
  selection: readonly string[];
  document: SlideDocument;
  readOnly: boolean;
}): SelectedProperties | null {
  if (state.readOnly || state.selection.length !== 1) return null;
  const element = state.document.elements.find((each) => each.id === state.selection[0]);
  if (!element) return null;
  // Lines and connectors share one set; a parametric shape is a filled shape with parameters.
  const set: string = isConnectorElement(element)
    ? 'connector'
    : isScientificElement(element)
      ? 'scientific'
      : element.type !== 'dynamic_shape' &&
          (FILLED_SHAPE_TYPES as readonly string[]).includes(element.type)
        ? 'shape'
        : element.type;
  return (PROPERTY_SETS as readonly string[]).includes(set)
    ? { set: set as PropertySet, elementId: element.id }
    : null;
}
