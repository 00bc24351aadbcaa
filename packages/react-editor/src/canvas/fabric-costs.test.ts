// @vitest-environment jsdom
import { Rect, StaticCanvas, Textbox } from 'fabric';
import { describe, expect, it, vi } from 'vitest';
import { FiguraRect, FiguraTextbox } from './figura-objects';

describe('fabric per-object costs (Figura objects)', () => {
  it('works out handle positions when they are read, for where the object is then', () => {
    const canvas = new StaticCanvas(undefined, { width: 400, height: 300 });
    const rect = new FiguraRect({ left: 10, top: 20, width: 100, height: 50 });
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
    // fabric's own computation, which the Figura classes defer until handles are read.
    const computing = vi.spyOn(Rect.prototype, 'calcOCoords');
    const rects = Array.from(
      { length: 50 },
      (_, i) => new FiguraRect({ left: i, top: i, width: 5 }),
    );
    canvas.add(...rects);
    rects.forEach((rect) => {
      rect.set({ left: rect.left + 1 });
      rect.setCoords();
    });
    expect(computing).not.toHaveBeenCalled();
    expect(rects[0]!.oCoords.tl).toBeDefined();
    expect(rects[0]!.oCoords.tl).toBeDefined();
    expect(computing).toHaveBeenCalledTimes(1);
    computing.mockRestore();
  });

  it('gives objects of a kind one set of controls, textboxes their own', () => {
    const a = new FiguraRect();
    const b = new FiguraRect();
    const text = new FiguraTextbox('Hello');
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
    expect(text.controls).toBe(new FiguraTextbox('Other').controls);
    expect(text.controls).not.toBe(a.controls);
  });

  it("leaves fabric's own classes as they are (a host page's fabric objects)", () => {
    const canvas = new StaticCanvas(undefined, { width: 400, height: 300 });
    const own = new Rect({ left: 10, top: 20, width: 100, height: 50 });
    canvas.add(own);
    own.set({ left: 110 });
    own.setCoords();
    // fabric's own setCoords computes the handles at once, each object with its own controls.
    expect(Object.getOwnPropertyDescriptor(own, 'oCoords')).toBeDefined();
    expect(own.oCoords.br!.x).toBeCloseTo(110 + 50.5);
    expect(new Rect().controls).not.toBe(new Rect().controls);
    expect(new Textbox('a').controls).not.toBe(new Textbox('b').controls);
    expect(new FiguraRect()).toBeInstanceOf(Rect);
  });
});
