// @vitest-environment jsdom
import { Rect, StaticCanvas, Textbox } from 'fabric';
import { describe, expect, it, vi } from 'vitest';
import { computeControlCoordsOnDemand } from './control-coords';
import { shareDefaultControls } from './shared-controls';

computeControlCoordsOnDemand();
shareDefaultControls();

describe('fabric per-object costs', () => {
  it('works out handle positions when they are read, for where the object is then', () => {
    const canvas = new StaticCanvas(undefined, { width: 400, height: 300 });
    const rect = new Rect({ left: 10, top: 20, width: 100, height: 50 });
    canvas.add(rect);
    const before = rect.oCoords.br;
    expect(before).toBeDefined();
    rect.set({ left: 110 });
    rect.setCoords();
    expect(rect.oCoords.br!.x).toBeCloseTo(before!.x + 100);
    // The same as fabric's own computation at this moment, zoom included.
    canvas.setZoom(2);
    rect.setCoords();
    expect(rect.oCoords).toEqual(rect.calcOCoords());
    // fabric 7 places objects by their centre: right edge 110 + 50.5 (half the stroked width).
    expect(rect.oCoords.br!.x).toBeCloseTo((110 + 50.5) * 2);
  });

  it('does not work out handles for objects added or moved but never selected', () => {
    const canvas = new StaticCanvas(undefined, { width: 400, height: 300 });
    const rects = Array.from({ length: 50 }, (_, i) => new Rect({ left: i, top: i, width: 5 }));
    const calls = rects.map((rect) => vi.spyOn(rect, 'calcOCoords'));
    canvas.add(...rects);
    rects.forEach((rect) => {
      rect.set({ left: rect.left + 1 });
      rect.setCoords();
    });
    expect(calls.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(0);
    expect(rects[0]!.oCoords.tl).toBeDefined();
    expect(rects[0]!.oCoords.tl).toBeDefined();
    expect(calls[0]).toHaveBeenCalledTimes(1);
  });

  it('gives objects of a kind one set of controls, textboxes their own', () => {
    const a = new Rect();
    const b = new Rect();
    const text = new Textbox('Hello');
    expect(a.controls).toBe(b.controls);
    expect(Object.keys(a.controls)).toEqual([
      'ml',
      'mr',
      'mb',
      'mt',
      'tl',
      'tr',
      'bl',
      'br',
      'mtr',
    ]);
    expect(text.controls).toBe(new Textbox('Other').controls);
    expect(text.controls).not.toBe(a.controls);
  });
});
