// Proteins in a membrane's slots: a library icon or illustration dropped on a free slot is
// seated there (centred, turned with the bilayer, fitted to the slot), and a seated one follows
// its membrane when the membrane moves, turns, bends or is redrawn. Moved away (dragged, nudged,
// typed), it leaves its seat. Pure and zod-free: the editor's commit step runs it.
import { apply, boxMatrix, type Point } from './geometry';
import type { SlideDocument } from './document';
import type { FiguraElement, ScientificElementOf } from './elements';

type Membrane = ScientificElementOf<'membrane'>;
type Seatable = Extract<FiguraElement, { type: 'icon' | 'illustration' }>;
/** Which slot of which membrane (an element's `seat`). */
export interface Seat {
  membraneId: string;
  slot: number;
}

/** A slot on the slide: its centre, its turn from upright (degrees) and its room, in slide units. */
export interface PlacedSlot extends Seat {
  centre: Point;
  angle: number;
  width: number;
  height: number;
}

const DEG = Math.PI / 180;
/** A drop seats a protein when its centre is within this share of the slot's larger side. */
const SNAP_REACH = 0.75;

const isSeatable = (element: FiguraElement): element is Seatable =>
  element.type === 'icon' || element.type === 'illustration';

/** Membrane `membrane`'s slots where the slide shows them (its move, turn, scale and flips). */
export function placedSlots(membrane: Membrane): PlacedSlot[] {
  const m = boxMatrix(membrane);
  // Lengths and directions through the box's linear part only.
  const through = (x: number, y: number) => ({ x: m[0] * x + m[2] * y, y: m[1] * x + m[3] * y });
  return (membrane.slots ?? []).map((frame, slot) => {
    const turn = frame.angle * DEG;
    const up = through(Math.sin(turn), -Math.cos(turn));
    const along = through(Math.cos(turn), Math.sin(turn));
    return {
      membraneId: membrane.id,
      slot,
      centre: apply(m, frame),
      angle: Math.atan2(up.x, -up.y) / DEG,
      width: frame.width * Math.hypot(along.x, along.y),
      height: frame.height * Math.hypot(up.x, up.y),
    };
  });
}

/**
 * `element` centred on `slot` and turned with it (plus `turn` degrees: the person's own turn of
 * a seated protein); fitted inside the slot's room too when `fit` (a protein newly seated), else
 * at the size the person left it.
 */
export function seatIn<T extends Seatable>(
  element: T,
  slot: PlacedSlot,
  fit: boolean,
  turn = 0,
): T {
  const scale = fit
    ? Math.min(slot.width / element.width, slot.height / element.height) || 1
    : null;
  const sized = {
    ...element,
    angle: slot.angle + turn,
    scaleX: scale === null ? element.scaleX : Math.sign(element.scaleX) * scale,
    scaleY: scale === null ? element.scaleY : Math.sign(element.scaleY) * scale,
    seat: { membraneId: slot.membraneId, slot: slot.slot },
  };
  const centre = apply(boxMatrix({ ...sized, left: 0, top: 0 }), {
    x: element.width / 2,
    y: element.height / 2,
  });
  return { ...sized, left: slot.centre.x - centre.x, top: slot.centre.y - centre.y };
}

const centreOf = (element: Seatable) =>
  apply(boxMatrix(element), { x: element.width / 2, y: element.height / 2 });

/** `angle` as a turn in (-180, 180]. */
const wrapped = (angle: number) => {
  const turn = (((angle + 180) % 360) + 360) % 360;
  return turn === 0 ? 180 : turn - 180;
};

/** Whether the box draws its content mirrored (its matrix turns the plane over). */
const mirrored = (element: Membrane) => {
  const [a, b, c, d] = boxMatrix(element);
  return a * d - b * c < 0;
};

const seatKey = (seat: Seat | null | undefined) => (seat ? `${seat.membraneId}:${seat.slot}` : '');

/** Whether the element's place differs (a hair's breadth of arithmetic aside). */
const moved = (before: FiguraElement | undefined, after: Seatable) =>
  !before ||
  (['left', 'top', 'angle', 'scaleX', 'scaleY'] as const).some(
    (key) => Math.abs((before as Seatable)[key] - after[key]) > 1e-6,
  );

/** Moved without being resized or turned: a nudge, a typed position. */
const shifted = (before: FiguraElement, after: Seatable) =>
  !moved(before, { ...after, left: (before as Seatable).left, top: (before as Seatable).top });

/** The slot nearest `centre` within reach that is not `taken`. */
function nearestSlot(
  slots: readonly PlacedSlot[],
  taken: ReadonlySet<string>,
  centre: Point,
): PlacedSlot | undefined {
  let best: PlacedSlot | undefined;
  let bestDistance = Infinity;
  for (const slot of slots) {
    const distance = Math.hypot(slot.centre.x - centre.x, slot.centre.y - centre.y);
    if (
      distance <= Math.max(slot.width, slot.height) * SNAP_REACH &&
      distance < bestDistance &&
      !taken.has(seatKey(slot))
    ) {
      best = slot;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The slot element `id` would be seated in if the pointer dropped it with its centre at `centre`
 * (its own seat counts as free): what a drag shows before the drop.
 */
export function slotForDrop(doc: SlideDocument, id: string, centre: Point): PlacedSlot | undefined {
  const slots: PlacedSlot[] = [];
  const taken = new Set<string>();
  for (const element of doc.elements) {
    if (element.type === 'membrane' && element.slots.length > 0)
      slots.push(...placedSlots(element));
    else if (isSeatable(element) && element.seat && element.id !== id)
      taken.add(seatKey(element.seat));
  }
  return nearestSlot(slots, taken, centre);
}

/**
 * How far the person turned seated `element` from its slot in the membrane as it was: kept when
 * the membrane moves, turns and bends (the other way round once the membrane is mirrored).
 */
function ownTurn(
  element: Seatable,
  before: FiguraElement | undefined,
  now: Membrane | undefined,
): number {
  if (before?.type !== 'membrane' || !now || !element.seat) return 0;
  const was = placedSlots(before)[element.seat.slot];
  if (!was) return 0;
  const turn = wrapped(element.angle - was.angle);
  return mirrored(before) === mirrored(now) ? turn : -turn;
}

/**
 * The document after a commit that changed `changed` (ids; updated with what this moves): each
 * seated element whose membrane changed follows it; an element added, or dropped by the pointer
 * (`snap`), is seated in the nearest free slot within reach; a seated element moved any other way
 * (a nudge, a typed position) leaves its seat. The same document when nothing moves.
 */
export function followSeats(
  doc: SlideDocument,
  before: SlideDocument,
  changed: Set<string>,
  snap = false,
): SlideDocument {
  const membranes = new Map<string, Membrane>();
  for (const element of doc.elements)
    if (element.type === 'membrane' && element.slots.length > 0) membranes.set(element.id, element);
  // Most slides: no membrane, nobody seated.
  if (membranes.size === 0 && !doc.elements.some((e) => isSeatable(e) && e.seat)) return doc;
  const placed = new Map<string, PlacedSlot[]>();
  const slotsOf = (id: string) => {
    const membrane = membranes.get(id);
    if (membrane && !placed.has(id)) placed.set(id, placedSlots(membrane));
    return placed.get(id) ?? [];
  };
  const previous = new Map(before.elements.map((element) => [element.id, element]));
  const taken = new Set<string>();
  for (const element of doc.elements)
    if (isSeatable(element) && element.seat && !changed.has(element.id))
      taken.add(seatKey(element.seat));

  const nearestFreeSlot = (element: Seatable) =>
    nearestSlot([...membranes.keys()].flatMap(slotsOf), taken, centreOf(element));

  let replaced = false;
  const elements = doc.elements.map((element) => {
    if (!isSeatable(element)) return element;
    let next: Seatable = element;
    const previously = previous.get(element.id);
    if (element.seat && changed.has(element.seat.membraneId)) {
      const slot = slotsOf(element.seat.membraneId)[element.seat.slot];
      next = slot
        ? seatIn(
            element,
            slot,
            false,
            ownTurn(
              element,
              previous.get(element.seat.membraneId),
              membranes.get(element.seat.membraneId),
            ),
          )
        : { ...element, seat: null };
    } else if (changed.has(element.id) && moved(previously, element)) {
      const own = element.seat ? slotsOf(element.seat.membraneId)[element.seat.slot] : undefined;
      const best = snap || !previously ? nearestFreeSlot(element) : undefined;
      if (best) next = seatIn(element, best, seatKey(element.seat) !== seatKey(best));
      // Resized or turned where it sits (not moved), it stays, centred on its slot again.
      else if (own && previously && !snap && !shifted(previously, element))
        next = seatIn(element, own, false, wrapped(element.angle - own.angle));
      else if (element.seat) next = { ...element, seat: null };
    }
    if (next.seat) taken.add(seatKey(next.seat));
    if (seatKey(next.seat) === seatKey(element.seat) && !moved(element, next)) return element;
    replaced = true;
    changed.add(element.id);
    return next;
  });
  return replaced ? { ...doc, elements } : doc;
}
