import {
  followAttachments,
  isConnectorElement,
  type ConnectorElement,
  type FiguraElement,
} from '@figura/sdk-core/model';
import { connectorPathData, elementPatchFromFabric, getElementId } from '@figura/sdk-core/render';
import type { EditorStore } from '@figura/sdk-core/stores';
import type { Translate } from '@figura/sdk-core/i18n';
import type { Canvas, FabricObject, Path } from 'fabric';
import { ActiveSelection, browserFabric as fabric } from './browser-fabric';

export interface ConnectorViewAccess {
  canvas: Canvas;
  store: EditorStore;
  /** The object drawing an element, and the element it was drawn from. */
  entry(id: string): { object: FabricObject; element: FiguraElement } | undefined;
  /** The editor's words (editor namespace), for history entries. */
  t: Translate;
}

/** The element a connector's path currently shows (it differs from the store's while dragging). */
const shown = new WeakMap<FabricObject, ConnectorElement>();

export function shownConnector(object: FabricObject, fallback: ConnectorElement): ConnectorElement {
  return shown.get(object) ?? fallback;
}

/** Redraws a connector's path as `element` without a store commit (a live drag). */
export function showConnector(object: FabricObject, element: ConnectorElement): void {
  const path = object as Path;
  path._setPath(connectorPathData(element), true);
  path.setCoords();
  path.dirty = true;
  shown.set(object, element);
}

/** Forgets a live preview (the store's next commit rebuilds the object anyway). */
export function forgetShown(object: FabricObject): void {
  shown.delete(object);
}

const LIVE_EVENTS = [
  'object:moving',
  'object:scaling',
  'object:rotating',
  'object:resizing',
] as const;

/**
 * While elements move, scale or rotate, the connectors attached to them follow on screen; the
 * store gets one commit when the gesture ends (fabric-view commits `object:modified`, and the
 * store moves attached ends in that same entry). `alsoMoving` lets the drag layer redraw them.
 */
export function installConnectorFollow(
  access: ConnectorViewAccess,
  alsoMoving: (objects: FabricObject[]) => void,
): void {
  const { canvas, store } = access;
  const follow = (target: FabricObject) => {
    const doc = store.getState().document;
    const attached = doc.elements.some(
      (element) =>
        isConnectorElement(element) && (element.startAttachment || element.endAttachment),
    );
    if (!attached) return;
    const objects = target instanceof ActiveSelection ? target.getObjects() : [target];
    const patches = new Map<string, Partial<FiguraElement>>();
    for (const object of objects) {
      const id = getElementId(object);
      const entry = id === undefined ? undefined : access.entry(id);
      if (id !== undefined && entry)
        patches.set(id, elementPatchFromFabric(fabric, object, entry.element));
    }
    if (patches.size === 0) return;
    const live = {
      ...doc,
      elements: doc.elements.map((element) => {
        const patch = patches.get(element.id);
        return patch ? ({ ...element, ...patch } as FiguraElement) : element;
      }),
    };
    const followed = followAttachments(live, [...patches.keys()]);
    if (followed === live) return;
    const redrawn: FabricObject[] = [];
    followed.elements.forEach((element, index) => {
      if (element === live.elements[index] || patches.has(element.id)) return;
      if (!isConnectorElement(element)) return;
      const object = access.entry(element.id)?.object;
      if (!object) return;
      showConnector(object, element);
      redrawn.push(object);
    });
    if (redrawn.length > 0) alsoMoving(redrawn);
  };
  // Followed when the frame is drawn: after every handler of the move (snapping) has placed it.
  let pending: FabricObject | null = null;
  for (const name of LIVE_EVENTS) canvas.on(name, ({ target }) => (pending = target));
  canvas.on('before:render', () => {
    if (!pending) return;
    const target = pending;
    pending = null;
    follow(target);
  });
  canvas.on('mouse:up', () => (pending = null));
}

/**
 * A connector dragged by its body lets go of the elements that do not move with it (otherwise
 * the store would pull its ends straight back). Commits the whole gesture as one entry and
 * returns true when it did; false leaves the commit to fabric-view.
 */
export function commitBodyMove(access: ConnectorViewAccess, target: FabricObject): boolean {
  const objects = target instanceof ActiveSelection ? target.getObjects() : [target];
  const moving = new Set(objects.map(getElementId));
  const letsGo = (attachment: ConnectorElement['startAttachment']) =>
    attachment !== null && !moving.has(attachment.elementId);
  const patches: Record<string, Partial<FiguraElement>> = {};
  let detached = false;
  for (const object of objects) {
    const id = getElementId(object);
    const entry = id === undefined ? undefined : access.entry(id);
    if (id === undefined || !entry) continue;
    const patch = elementPatchFromFabric(
      fabric,
      object,
      entry.element,
    ) as Partial<ConnectorElement>;
    const element = entry.element;
    if (isConnectorElement(element)) {
      if (letsGo(element.startAttachment)) patch.startAttachment = null;
      if (letsGo(element.endAttachment)) patch.endAttachment = null;
      detached ||= patch.startAttachment === null || patch.endAttachment === null;
    }
    patches[id] = patch as Partial<FiguraElement>;
  }
  if (!detached) return false;
  access.store.getState().updateElements(patches, access.t('common:history.move'));
  return true;
}
