import { describe, expect, it } from 'vitest';
import { createEmptyDocument, elementSchema, SCIENTIFIC_TYPES } from '../schema';
import type { ScientificElement } from '../schema';
import { createEditorStore } from '../stores/editor-store';
import { englishTranslator } from '../i18n/testing';
import { sanitizeSvg } from '../svg/sanitize';
import { apply, boxMatrix } from '../schema/document/geometry';
import { placedSlots } from '../schema/document/seats';
import {
  createScientificElement,
  loadScientificTools,
  updateScientific,
} from './scientific-commands';
import { followScientific } from './scientific-follow';
import { onScreenTarget } from '../preflight/print-scale';
import { svgTexts } from '../preflight/texts';

const t = englishTranslator();

async function storeWith(type: ScientificElement['type']) {
  const doc = createEmptyDocument(1200, 600);
  const element = await createScientificElement(type, doc, t);
  const store = createEditorStore({ document: { ...doc, elements: [element] } });
  const current = () => store.getState().document.elements[0] as ScientificElement;
  return { store, element, current };
}

describe('scientific objects in the editor', () => {
  it('sizes a new object for where the figure goes: text read on a projected slide, within the slide', async () => {
    const slide = createEmptyDocument(1920, 1080);
    const own = await createScientificElement('well_plate', slide, t);
    expect([own.width, own.textSize]).toEqual([480, 12]);
    // Shown on screen, a 1920 px slide's text is read at 28 px or more (onScreenTarget); the
    // plate grows with its text until it takes half the slide's height (two fit side by side).
    const shown = await createScientificElement('well_plate', slide, t, {
      target: onScreenTarget(slide),
    });
    expect(shown.textSize).toBe(20.5);
    expect([shown.width, shown.height]).toEqual([810, 540]);
    // Its drawing is made at that size, its text as large (labels may be set a little smaller).
    const sizes = svgTexts(shown.svg).texts.map((text) => text.sizePx);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(20);
    expect(Math.min(...sizes)).toBeGreaterThan(12);
    // For Cell (1200 px square, 4 in, 12 pt: 50 px), as large as half the slide allows.
    const cell = createEmptyDocument(1200, 1200);
    const survival = await createScientificElement('survival_curve', cell, t, {
      target: { printWidthIn: 4, printHeightIn: 4, minFontPt: 12 },
    });
    expect([survival.width, survival.height, survival.textSize]).toEqual([600, 450, 15]);
  });

  it.each(SCIENTIFIC_TYPES)(
    'inserts a %s drawn from its sample: valid, inside the slide, alt text drafted',
    async (type) => {
      const doc = createEmptyDocument(1200, 600);
      const element = await createScientificElement(type, doc, t);
      expect(elementSchema.safeParse(element).success).toBe(true);
      expect(element.data.length).toBeGreaterThan(0);
      expect(element.left).toBeGreaterThanOrEqual(0);
      expect(element.left + element.width).toBeLessThanOrEqual(doc.width);
      expect(element.top + element.height).toBeLessThanOrEqual(doc.height);
      // The sanitiser keeps the drawing whole: nothing of it is something it removes.
      expect(sanitizeSvg(element.svg).length).toBeGreaterThan(element.svg.length * 0.9);
      expect(element.svg).toMatch(/^<svg[^>]*viewBox="0 0 [\d.]+ [\d.]+"/);
      expect(element.alt.length).toBeGreaterThan(10);
      // Every label it writes is translated: no key left in the drawing or the alt text.
      expect(element.svg).not.toMatch(/scientific\.[a-z_]+\./);
      expect(element.alt).not.toMatch(/scientific\.[a-z_]+\./);
    },
  );

  it('re-draws from new data as one undo step, the alt text following while drafted', async () => {
    const { store, element, current } = await storeWith('timeline');
    const result = await updateScientific(
      store,
      element.id,
      { data: 'time,label,kind\n0,Implant,other\n5,Dose,treatment\n12,Scan,imaging' },
      t,
    );
    expect(result).toEqual({ ok: true });
    expect(current().svg).not.toBe(element.svg);
    expect(current().svg).toContain('Scan');
    expect(current().alt).not.toBe(element.alt);
    store.getState().undo();
    expect(current()).toEqual(element);
  });

  it('keeps the drawing and says which line is wrong when the data cannot be read', async () => {
    const { store, element, current } = await storeWith('survival_curve');
    const result = await updateScientific(
      store,
      element.id,
      { data: 'time,event,group\n5,1,A\nsoon,0,A' },
      t,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Line 3: .*soon/);
    expect(current()).toEqual(element);
    expect(store.getState().canUndo()).toBe(false);
  });

  it('keeps alt text the person wrote when the data changes', async () => {
    const { store, element, current } = await storeWith('phylo_tree');
    store.getState().updateElements({ [element.id]: { alt: 'Our tree' } });
    await updateScientific(store, element.id, { data: '((A:1,B:1):1,C:2);' }, t);
    expect(current().alt).toBe('Our tree');
  });

  it('folds a resize into its box before drawing, so its text keeps its size', async () => {
    const { store, element, current } = await storeWith('gel');
    store.getState().updateElements({ [element.id]: { scaleX: 2, scaleY: 0.5 } });
    await updateScientific(store, element.id, { textSize: 14 }, t);
    expect(current()).toMatchObject({
      width: element.width * 2,
      height: element.height * 0.5,
      scaleX: 1,
      scaleY: 1,
      textSize: 14,
    });
    expect(current().svg).toMatch(
      new RegExp(`^<svg[^>]*viewBox="0 0 ${element.width * 2} ${element.height * 0.5}"`),
    );
  });

  it('recolours from its palette and goes back to the default one', async () => {
    const { store, element, current } = await storeWith('plasmid_map');
    await updateScientific(store, element.id, { colours: ['#ff0000'] }, t);
    expect(current().svg.toLowerCase()).toContain('#ff0000');
    await updateScientific(store, element.id, { colours: [] }, t);
    expect(current().svg).toBe(element.svg);
  });

  it('draws a resized object again at its new size in the resize’s own undo step', async () => {
    const { element } = await storeWith('well_plate');
    await loadScientificTools();
    const store = createEditorStore({
      document: { ...createEmptyDocument(1200, 600), elements: [element] },
      settle: (doc, before, ids, options) => followScientific(doc, before, ids, t, options.snap),
    });
    const current = () => store.getState().document.elements[0] as ScientificElement;
    store.getState().updateElements({ [element.id]: { scaleX: 1.5, scaleY: 1.5 } });
    expect(current()).toMatchObject({
      width: element.width * 1.5,
      height: element.height * 1.5,
      scaleX: 1,
      scaleY: 1,
      textSize: element.textSize,
    });
    expect(current().svg).toMatch(
      new RegExp(`^<svg[^>]*viewBox="0 0 ${element.width * 1.5} ${element.height * 1.5}"`),
    );
    // A size typed into the box's fields is drawn again too.
    store.getState().updateElements({ [element.id]: { width: 500 } });
    expect(current().svg).toMatch(/^<svg[^>]*viewBox="0 0 500 /);
    store.getState().undo();
    store.getState().undo();
    expect(current()).toEqual(element);
  });

  it('moves seated proteins with the slots when a membrane is bent', async () => {
    const doc = createEmptyDocument(1200, 800);
    const membrane = await createScientificElement('membrane', doc, t, { id: 'membrane' });
    const store = createEditorStore({
      document: { ...doc, elements: [membrane] },
      settle: (next, before, ids, options) => followScientific(next, before, ids, t, options.snap),
    });
    const [pd1] = placedSlots(membrane as never);
    store.getState().addElement(
      elementSchema.parse({
        type: 'icon',
        id: 'pd1',
        iconSet: 'healthicons',
        iconName: 'virus',
        svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>',
        left: pd1!.centre.x - 12,
        top: pd1!.centre.y - 12,
        width: 24,
        height: 24,
      }) as never,
    );
    await updateScientific(
      store,
      'membrane',
      { options: { shape: 'arc', curvature: 0.5, lipids: 40 } },
      t,
    );
    const [bent] = placedSlots(store.getState().document.elements[0] as never);
    const icon = store.getState().document.elements[1] as ScientificElement;
    const centre = apply(boxMatrix(icon), { x: 12, y: 12 });
    expect(bent!.angle).toBeLessThan(-10);
    expect(icon.angle).toBeCloseTo(bent!.angle, 6);
    expect(centre.x).toBeCloseTo(bent!.centre.x, 6);
    expect(centre.y).toBeCloseTo(bent!.centre.y, 6);
  });
});
