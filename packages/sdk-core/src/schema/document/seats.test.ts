import { describe, expect, it } from 'vitest';
import { englishTranslator } from '../../i18n/testing';
import { sampleScientific } from '../../scientific/tools';
import { createEditorStore } from '../../stores/editor-store';
import type { SlideDocument } from './document';
import { createEmptyDocument } from './empty-document';
import { elementSchema } from './elements';
import type { FiguraElement, IllustrationElement, ScientificElementOf } from './elements';
import { apply, boxMatrix } from './geometry';
import { followSeats, placedSlots } from './seats';

const t = englishTranslator();
type Membrane = ScientificElementOf<'membrane'>;

/** The T-cell sample (PD-1, TCR, CD28) at (100, 100), 480 x 240, straight. */
function membrane(): Membrane {
  const element = sampleScientific('membrane', { left: 100, top: 100 }, 'membrane', t);
  return elementSchema.parse(element) as Membrane;
}

/** A 100 x 200 protein whose centre is at (x, y). */
function protein(id: string, x: number, y: number): IllustrationElement {
  return elementSchema.parse({
    type: 'illustration',
    id,
    assetId: 'bioicons/receptor',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20"><rect width="10" height="20"/></svg>',
    left: x - 50,
    top: y - 100,
    width: 100,
    height: 200,
  }) as IllustrationElement;
}

const centreOf = (element: IllustrationElement) =>
  apply(boxMatrix(element), { x: element.width / 2, y: element.height / 2 });

function editor(...elements: FiguraElement[]) {
  const store = createEditorStore({
    document: { ...createEmptyDocument(1200, 800), elements: [membrane(), ...elements] },
    settle: (doc, before, changed, options) => followSeats(doc, before, changed, options.snap),
  });
  const get = <T extends FiguraElement>(id: string) =>
    store.getState().document.elements.find((element) => element.id === id) as T;
  return { store, get };
}

describe('proteins seated in a membrane', () => {
  it('keeps where each slot is with the drawing: three slots along a straight membrane', () => {
    const slots = placedSlots(membrane());
    expect(slots.map((slot) => slot.slot)).toEqual([0, 1, 2]);
    // Left to right at 20, 50 and 80 % of its length, level, the TCR's gap the widest.
    expect(slots[0]!.centre.x).toBeLessThan(slots[1]!.centre.x);
    expect(slots[1]!.centre.x).toBeCloseTo(100 + 240, 0);
    expect(slots.every((slot) => Math.abs(slot.angle) < 1e-6)).toBe(true);
    expect(slots[1]!.width).toBeGreaterThan(slots[2]!.width);
  });

  it('seats a protein dropped on a slot: centred, upright with the bilayer, fitted to it', () => {
    const { store, get } = editor();
    const tcr = placedSlots(get<Membrane>('membrane'))[1]!;
    store.getState().addElement(protein('p', tcr.centre.x + 8, tcr.centre.y - 10));
    const seated = get<IllustrationElement>('p');
    expect(seated.seat).toEqual({ membraneId: 'membrane', slot: 1 });
    expect(centreOf(seated).x).toBeCloseTo(tcr.centre.x, 6);
    expect(centreOf(seated).y).toBeCloseTo(tcr.centre.y, 6);
    // Fitted inside the slot's room, its proportions kept.
    expect(seated.width * seated.scaleX).toBeLessThanOrEqual(tcr.width + 1e-6);
    expect(seated.height * seated.scaleY).toBeLessThanOrEqual(tcr.height + 1e-6);
    expect(seated.scaleX).toBeCloseTo(seated.scaleY, 9);
    // One step: undo takes the protein away again.
    store.getState().undo();
    expect(get('p')).toBeUndefined();
  });

  it('follows the membrane when it moves and turns, at the size the person left it', () => {
    const { store, get } = editor();
    const pd1 = placedSlots(get<Membrane>('membrane'))[0]!;
    store.getState().addElement(protein('p', pd1.centre.x, pd1.centre.y));
    store.getState().updateElements({ p: { scaleX: 0.3, scaleY: 0.3 } });
    store.getState().updateElements({ membrane: { left: 300, top: 250, angle: 90 } });
    const moved = get<IllustrationElement>('p');
    const slot = placedSlots(get<Membrane>('membrane'))[0]!;
    expect(moved.seat).toEqual({ membraneId: 'membrane', slot: 0 });
    expect(centreOf(moved).x).toBeCloseTo(slot.centre.x, 6);
    expect(centreOf(moved).y).toBeCloseTo(slot.centre.y, 6);
    expect(moved.angle).toBeCloseTo(90, 6);
    expect(moved.scaleX).toBe(0.3);
    // The protein came along in the membrane's own undo step.
    store.getState().undo();
    expect(centreOf(get<IllustrationElement>('p')).x).toBeCloseTo(pd1.centre.x, 6);
  });

  it('keeps the turn the person gave a seated protein when its membrane moves, turns or flips', () => {
    const { store, get } = editor();
    const tcr = placedSlots(get<Membrane>('membrane'))[1]!;
    store.getState().addElement(protein('p', tcr.centre.x, tcr.centre.y));
    // Tilted by hand where it sits: still seated, still centred on its slot.
    store.getState().updateElements({ p: { angle: 20 } });
    expect(get<IllustrationElement>('p')).toMatchObject({ angle: 20, seat: { slot: 1 } });
    store.getState().updateElements({ p: { angle: 20 } }); // a second look changes nothing
    store.getState().updateElements({ membrane: { left: 200, angle: 30 } });
    const turned = get<IllustrationElement>('p');
    expect(turned.angle).toBeCloseTo(50, 6);
    const slot = placedSlots(get<Membrane>('membrane'))[1]!;
    expect(centreOf(turned).x).toBeCloseTo(slot.centre.x, 6);
    expect(centreOf(turned).y).toBeCloseTo(slot.centre.y, 6);
    // Mirrored, the tilt leans the other way from the slot.
    store.getState().updateElements({ membrane: { flipX: true } });
    const flipped = placedSlots(get<Membrane>('membrane'))[1]!;
    const lean = get<IllustrationElement>('p').angle - flipped.angle;
    expect(((lean % 360) + 360) % 360).toBeCloseTo(340, 6);
  });

  it('turns a protein with a flipped membrane: its outer face then points down', () => {
    const { store, get } = editor();
    const cd28 = placedSlots(get<Membrane>('membrane'))[2]!;
    store.getState().addElement(protein('p', cd28.centre.x, cd28.centre.y));
    store.getState().updateElements({ membrane: { flipY: true } });
    expect(Math.abs(get<IllustrationElement>('p').angle)).toBeCloseTo(180, 6);
  });

  it('leaves its seat when dragged away, and keeps another protein out of a taken slot', () => {
    const { store, get } = editor();
    const [pd1, tcr] = placedSlots(get<Membrane>('membrane'));
    store.getState().addElement(protein('a', tcr!.centre.x, tcr!.centre.y));
    store.getState().addElement(protein('b', tcr!.centre.x + 2, tcr!.centre.y));
    expect(get<IllustrationElement>('b').seat ?? null).toBeNull();

    store.getState().updateElements({ a: { left: 900, top: 600 } }, 'Move', { snap: true });
    expect(get<IllustrationElement>('a').seat).toBeNull();
    expect(get<IllustrationElement>('a').left).toBe(900);
    // Dropped by the pointer on PD-1's slot, b is seated there.
    const b = get<IllustrationElement>('b');
    store.getState().updateElements(
      {
        b: {
          left: b.left + pd1!.centre.x - centreOf(b).x + 3,
          top: b.top + pd1!.centre.y - centreOf(b).y,
        },
      },
      'Move',
      { snap: true },
    );
    expect(get<IllustrationElement>('b').seat).toEqual({ membraneId: 'membrane', slot: 0 });
    expect(centreOf(get<IllustrationElement>('b')).x).toBeCloseTo(pd1!.centre.x, 6);
  });

  it('lets a nudge or a typed position move a seated protein out, one step at a time', () => {
    const { store, get } = editor();
    const tcr = placedSlots(get<Membrane>('membrane'))[1]!;
    store.getState().addElement(protein('p', tcr.centre.x, tcr.centre.y));
    const seated = get<IllustrationElement>('p');
    store.getState().updateElements({ p: { left: seated.left + 1 } });
    expect(get<IllustrationElement>('p')).toMatchObject({ seat: null, left: seated.left + 1 });
  });

  it('keeps a protein seated when it is resized where it sits; a pasted copy takes no seat', () => {
    const { store, get } = editor();
    const tcr = placedSlots(get<Membrane>('membrane'))[1]!;
    store.getState().addElement(protein('p', tcr.centre.x, tcr.centre.y));
    store.getState().updateElements({ p: { scaleX: 0.5, scaleY: 0.5 } });
    expect(get<IllustrationElement>('p')).toMatchObject({ scaleX: 0.5, seat: { slot: 1 } });
    expect(centreOf(get<IllustrationElement>('p')).x).toBeCloseTo(tcr.centre.x, 6);
    // A copy of the seated protein, pasted beside it: its slot is taken, so it sits nowhere.
    const copy = { ...get<IllustrationElement>('p'), id: 'copy' };
    store.getState().addElement({ ...copy, left: copy.left + 10, top: copy.top + 10 });
    expect(get<IllustrationElement>('copy').seat).toBeNull();
  });

  it('lets go of its proteins when the membrane is deleted', () => {
    const { store, get } = editor();
    const tcr = placedSlots(get<Membrane>('membrane'))[1]!;
    store.getState().addElement(protein('p', tcr.centre.x, tcr.centre.y));
    const seated = get<IllustrationElement>('p');
    store.getState().removeElements(['membrane']);
    expect(get<IllustrationElement>('p')).toMatchObject({ seat: null, left: seated.left });
  });

  it('changes nothing on a slide without membranes', () => {
    const store = createEditorStore({
      document: { ...createEmptyDocument(800, 600), elements: [protein('p', 100, 100)] },
      settle: (doc: SlideDocument, before: SlideDocument, changed: Set<string>) =>
        followSeats(doc, before, changed),
    });
    store.getState().updateElements({ p: { left: 300 } });
    expect(store.getState().document.elements[0]).toMatchObject({ left: 300 });
    expect((store.getState().document.elements[0] as IllustrationElement).seat).toBeUndefined();
  });
});
