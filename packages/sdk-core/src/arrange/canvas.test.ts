import { describe, expect, it } from 'vitest';
import {
  CANVAS_PRESETS,
  CANVAS_SIZE_RANGE,
  clampCanvasDimension,
  fromPx,
  parseCanvasDimension,
  toPx,
} from './canvas-size';
import { gridSpacing, rulerTicks } from './grid';
import { buildSnapTargets, snapBounds, snapResizeEdges } from './snapping';
import { englishTranslator } from '../i18n/testing';

describe('canvas size', () => {
  it('keeps every preset within 100-2500 px and posters at the ISO ratio', () => {
    for (const preset of CANVAS_PRESETS) {
      for (const side of [preset.width, preset.height]) {
        expect(side).toBeGreaterThanOrEqual(100);
        expect(side).toBeLessThanOrEqual(2500);
      }
    }
    const posters = CANVAS_PRESETS.filter((p) => p.type === 'poster');
    expect(posters.map((p) => p.id)).toEqual([
      'poster-a0-portrait',
      'poster-a0-landscape',
      'poster-a1-portrait',
      'poster-a1-landscape',
    ]);
    for (const poster of posters) {
      const long = Math.max(poster.width, poster.height);
      const short = Math.min(poster.width, poster.height);
      expect(long / short).toBeCloseTo(Math.SQRT2, 2);
    }
    // A0 as large as a canvas goes; A1 its true 59.4 x 84.1 cm, so the two are told apart (both
    // showed as chosen when they were one size).
    const size = (id: string) => CANVAS_PRESETS.find((p) => p.id === id)!;
    expect(size('poster-a0-portrait').height).toBe(2500);
    expect(fromPx(size('poster-a1-portrait').width, 'cm')).toBeCloseTo(59.4, 1);
    expect(fromPx(size('poster-a1-portrait').height, 'cm')).toBeCloseTo(84.1, 1);
    expect(new Set(posters.map((p) => `${p.width}x${p.height}`)).size).toBe(posters.length);
    expect(CANVAS_PRESETS.find((p) => p.id === 'slide-16-9')).toMatchObject({
      width: 1920,
      height: 1080,
    });
  });

  it('converts between px and cm at 28.35 px per cm', () => {
    expect(toPx(10, 'cm')).toBe(284);
    expect(toPx(123.4, 'px')).toBe(123);
    expect(fromPx(2835, 'cm')).toBe(100);
    expect(fromPx(1000, 'cm')).toBe(35.27);
    expect(fromPx(1000, 'px')).toBe(1000);
  });

  it('accepts sizes in range and refuses others', () => {
    expect(parseCanvasDimension('20', 'cm')).toBe(567);
    expect(parseCanvasDimension('88.2', 'cm')).toBe(2500);
    expect(parseCanvasDimension('3.5', 'cm')).toBe(100);
    expect(parseCanvasDimension('100', 'px')).toBe(100);
    expect(parseCanvasDimension('90', 'cm')).toBeNull();
    expect(parseCanvasDimension('99', 'px')).toBeNull();
    expect(parseCanvasDimension('2600', 'px')).toBeNull();
    expect(parseCanvasDimension('', 'px')).toBeNull();
    expect(parseCanvasDimension('abc', 'px')).toBeNull();
    expect(clampCanvasDimension(5000)).toBe(2500);
    expect(clampCanvasDimension(3)).toBe(100);
    expect(englishTranslator()('canvas.sizeRange', CANVAS_SIZE_RANGE)).toBe(
      'Canvas size must be between 100 and 2500 px (3.5–88.2 cm)',
    );
  });
});

describe('grid and rulers', () => {
  it('widens the grid as the view zooms out', () => {
    expect(gridSpacing(2, 'px')).toBe(10);
    expect(gridSpacing(0.5, 'px')).toBe(50);
    expect(gridSpacing(0.1, 'px')).toBe(500);
    expect(gridSpacing(0.5, 'cm')).toBeCloseTo(28.35);
    expect(gridSpacing(1, 'cm')).toBeCloseTo(14.175);
  });

  it('labels ruler ticks in the unit', () => {
    const ticks = rulerTicks(0, 300, 1, 'px');
    expect(ticks.map((t) => t.label)).toEqual(['0', '100', '200', '300']);
    const cm = rulerTicks(0, 300, 1, 'cm');
    expect(cm.map((t) => t.label)).toEqual(['0', '5', '10']);
  });
});

describe('snapping', () => {
  const box = (left: number, top: number, width: number, height: number) => ({
    left,
    top,
    right: left + width,
    bottom: top + height,
  });

  it('snaps an edge to a nearby edge and draws a guide across both', () => {
    const targets = buildSnapTargets([box(100, 100, 50, 50)]);
    const result = snapBounds(box(153, 300, 40, 40), targets, 6);
    expect(result.dx).toBe(-3); // left edge 153 -> the other's right edge 150
    expect(result.dy).toBe(0);
    expect(result.guides).toEqual([{ axis: 'x', position: 150, from: 100, to: 340 }]);
  });

  it('snaps centres and both axes at once, choosing the nearest line', () => {
    const targets = buildSnapTargets([box(0, 0, 1000, 500), box(200, 200, 100, 100)]);
    // Centre x 502 -> 500 (canvas centre), top 196 -> 200.
    const result = snapBounds(box(482, 196, 40, 40), targets, 6);
    expect(result.dx).toBe(-2);
    expect(result.dy).toBe(4);
    expect(result.guides.map((g) => [g.axis, g.position])).toEqual([
      ['x', 500],
      ['y', 200],
    ]);
  });

  it('does not snap beyond the threshold', () => {
    const targets = buildSnapTargets([box(100, 100, 50, 50)]);
    expect(snapBounds(box(160, 400, 10, 10), targets, 6)).toEqual({ dx: 0, dy: 0, guides: [] });
  });

  it('snaps only the dragged edge while resizing, the opposite edge stays', () => {
    const targets = buildSnapTargets([box(300, 100, 50, 50)]);
    // Dragging the right edge of a box at 100..296 towards the other's left edge (300).
    const right = snapResizeEdges(box(100, 120, 196, 40), { x: 'right' }, targets, 6);
    expect(right.bounds).toEqual(box(100, 120, 200, 40));
    expect(right.guides).toEqual([{ axis: 'x', position: 300, from: 100, to: 160 }]);
    // Dragging the left edge of a box at 354..454 towards the other's right edge (350).
    const left = snapResizeEdges(box(354, 0, 100, 40), { x: 'left' }, targets, 6);
    expect(left.bounds).toEqual(box(350, 0, 104, 40));
    // Too far: nothing moves, no guide.
    expect(snapResizeEdges(box(100, 120, 180, 40), { x: 'right' }, targets, 6)).toEqual({
      bounds: box(100, 120, 180, 40),
      guides: [],
    });
  });

  it('keeps the proportions on a corner drag: one axis snaps, the other follows', () => {
    const targets = buildSnapTargets([box(0, 0, 200, 400)]);
    // Bottom-right corner of a 100x50 box at the origin dragged to 196x98: the right edge is
    // 4 px from 200 (2 %), the bottom far from any line.
    const result = snapResizeEdges(
      box(0, 0, 196, 98),
      { x: 'right', y: 'bottom' },
      targets,
      6,
      true,
    );
    expect(result.bounds.right).toBe(200);
    expect(result.bounds.bottom).toBeCloseTo(100);
    expect(result.guides.map((g) => [g.axis, g.position])).toEqual([['x', 200]]);
  });

  it('reads a few hundred of 30,000 candidate lines per move, so it stays fast', () => {
    const candidates = Array.from({ length: 5000 }, (_, i) =>
      box((i % 100) * 37, Math.floor(i / 100) * 53, 20, 20),
    );
    const targets = buildSnapTargets(candidates);
    // Counted rather than timed (a time bound depends on the machine and its load). Measured:
    // at most 338 reads (binary searches, plus the lines a guide spans); a scan reads all
    // 15,000 lines of an axis on every move.
    let reads = 0;
    const counted = (positions: Float64Array) =>
      new Proxy(positions, {
        get(target, key) {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
          return target[key as keyof Float64Array];
        },
      });
    const watched: typeof targets = {
      x: { ...targets.x, positions: counted(targets.x.positions) },
      y: { ...targets.y, positions: counted(targets.y.positions) },
    };
    let most = 0;
    for (let i = 0; i < 1000; i++) {
      reads = 0;
      const moving = box(i * 3.3, i * 1.7, 25, 25);
      expect(snapBounds(moving, watched, 6)).toEqual(snapBounds(moving, targets, 6));
      most = Math.max(most, reads);
    }
    expect(most).toBeLessThan(1500);
  });
});
