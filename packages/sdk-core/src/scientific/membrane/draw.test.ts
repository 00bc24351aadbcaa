import { describe, expect, it } from 'vitest';
import { defaultScientificOptions } from '../../schema/document/scientific-kinds';
import { drawContext, fastest } from '../testing';
import { drawMembrane } from './draw';
import { membraneKind, slotFrames } from './index';
import type { MembraneData } from './parse';

const context = drawContext(480, 300);
const options = defaultScientificOptions('membrane');
const tCell: MembraneData = {
  slots: [
    { position: 20, label: 'PD-1', width: 3 },
    { position: 50, label: 'TCR', width: 6 },
    { position: 80, label: 'CD28', width: 4 },
  ],
};

/** The inner markup of the `<g class="…">` group of that class (up to its last nested </g>). */
const group = (svg: string, cls: string) =>
  new RegExp(`<g class="${cls}">(.*?</g>)</g>`).exec(svg)?.[1] ?? '';
const heads = (markup: string) =>
  [...markup.matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    r: Number(m[3]),
  }));
const tailCount = (markup: string) => (markup.match(/M/g) ?? []).length;

describe('drawMembrane: lipids', () => {
  for (const shape of ['straight', 'arc', 'cell'] as const) {
    it(`draws options.lipids lipids per leaflet, less the slots' gaps (${shape})`, () => {
      const bare = drawMembrane({ slots: [] }, { ...options, shape, lipids: 40 }, context);
      for (const leaflet of ['figura-membrane-outer', 'figura-membrane-inner']) {
        expect(heads(group(bare, leaflet))).toHaveLength(40);
        expect(tailCount(group(bare, leaflet))).toBe(80);
      }
      const slotted = drawMembrane(tCell, { ...options, shape, lipids: 40 }, context);
      for (const leaflet of ['figura-membrane-outer', 'figura-membrane-inner'])
        expect(heads(group(slotted, leaflet))).toHaveLength(40 - 3 - 6 - 4);
    });
  }

  it('puts the heads outside the tails: outer above, inner below on a straight membrane', () => {
    const svg = drawMembrane({ slots: [] }, options, context);
    const outer = heads(group(svg, 'figura-membrane-outer'));
    const inner = heads(group(svg, 'figura-membrane-inner'));
    expect(new Set(outer.map((h) => h.y)).size).toBe(1);
    expect(outer[0]!.y).toBeLessThan(inner[0]!.y);
    // Evenly spaced along the membrane, head to head across it.
    const step = outer[1]!.x - outer[0]!.x;
    outer.forEach((h, i) => {
      expect(h.x).toBeCloseTo(outer[0]!.x + i * step, 1);
      expect(inner[i]!.x).toBe(h.x);
    });
    expect(step).toBeCloseTo((480 - 12) / 40, 1);
    expect(outer[0]!.r).toBeLessThanOrEqual(step / 2);
  });

  it('overlapping slots share one gap, and a gap never runs off an open end', () => {
    const data: MembraneData = {
      slots: [
        { position: 0, label: 'A', width: 4 },
        { position: 1, label: 'B', width: 4 },
      ],
    };
    const svg = drawMembrane(data, { ...options, lipids: 40 }, context);
    expect(heads(group(svg, 'figura-membrane-outer'))).toHaveLength(36);
  });
});

describe('slotFrames', () => {
  it('places slots along a straight membrane, upright', () => {
    const frames = slotFrames(tCell, { ...options, lipids: 40 }, 480, 300, 12);
    const spacing = (480 - 12) / 40;
    // PD-1 at 20%: lipid 8 of 40, its 3 lipids' gap 7–9 centred on 8.5.
    expect(frames[0]!.x).toBeCloseTo(6 + 8.5 * spacing, 6);
    expect(frames[1]!.x).toBeCloseTo(240, 6);
    expect(frames[2]!.x).toBeCloseTo(6 + 32 * spacing, 6);
    expect(frames.map((f) => f.angle)).toEqual([0, 0, 0]);
    expect(new Set(frames.map((f) => f.y)).size).toBe(1);
    expect(frames[1]!.width).toBeCloseTo(6 * spacing, 6);
    expect(frames[0]!.height).toBe(frames[1]!.height);
  });

  it('turns slots with an arc: mirrored either side of its top', () => {
    const arc = { ...options, shape: 'arc' as const, curvature: 1, lipids: 40 };
    const [left, top, right] = slotFrames(tCell, arc, 480, 300, 12);
    expect(top!.x).toBeCloseTo(240, 6);
    expect(top!.angle).toBeCloseTo(0, 6);
    // A half circle: 20% along turns the normal (0.2125 - 0.5) x 180° from upright.
    expect(left!.angle).toBeCloseTo((8.5 / 40 - 0.5) * 180, 6);
    expect(right!.angle).toBeCloseTo((32 / 40 - 0.5) * 180, 6);
    expect(left!.y).toBeGreaterThan(top!.y);
    // All on one circle: the same distance from the centre below the top.
    const centreY =
      top!.y + Math.hypot(left!.x - 240, left!.y - top!.y) ** 2 / (2 * (left!.y - top!.y));
    const radius = centreY - top!.y;
    expect(Math.hypot(right!.x - 240, right!.y - centreY)).toBeCloseTo(radius, 3);
  });

  it('goes round a cell clockwise from its top', () => {
    const data: MembraneData = {
      slots: [0, 25, 50, 75].map((position) => ({ position, label: `P${position}`, width: 4 })),
    };
    const frames = slotFrames(data, { ...options, shape: 'cell', lipids: 80 }, 480, 300, 12);
    expect(frames.map((f) => Math.round(f.angle))).toEqual([0, 90, 180, -90]);
    const [top, right, bottom, left] = frames;
    expect(top!.x).toBeCloseTo(240, 3);
    expect(bottom!.x).toBeCloseTo(240, 3);
    expect(right!.y).toBeCloseTo(150, 3);
    expect(left!.y).toBeCloseTo(150, 3);
    expect(top!.y).toBeLessThan(150);
    expect(bottom!.y).toBeGreaterThan(150);
    expect(right!.x).toBeGreaterThan(240);
    expect(240 - left!.x).toBeCloseTo(right!.x - 240, 3);
  });

  it('draws each slot as a dashed outline turned by its frame, its name outside', () => {
    const arc = { ...options, shape: 'arc' as const };
    const svg = drawMembrane(tCell, arc, context);
    const frames = slotFrames(tCell, arc, 480, 300, 12);
    const outlines = [
      ...svg.matchAll(
        /<rect [^>]*transform="rotate\(([\d.-]+) ([\d.-]+) ([\d.-]+)\)"[^>]*stroke-dasharray/g,
      ),
    ];
    expect(outlines).toHaveLength(3);
    outlines.forEach((m, i) => {
      expect(Number(m[1])).toBeCloseTo(frames[i]!.angle, 1);
      expect(Number(m[2])).toBeCloseTo(frames[i]!.x, 1);
    });
    const labels = [...svg.matchAll(/<text[^>]* y="([\d.]+)"[^>]*>([^<]*)<\/text>/g)];
    expect(labels.map((m) => m[2])).toEqual(['PD-1', 'TCR', 'CD28']);
    // Above the outline, on the membrane's outer side.
    labels.forEach((m, i) =>
      expect(Number(m[1])).toBeLessThan(frames[i]!.y - frames[i]!.height / 2),
    );
  });
});

describe('membraneKind', () => {
  it('parses and draws its sample inside its box, quickly, for every shape', () => {
    const { width, height } = membraneKind.size;
    for (const shape of ['straight', 'arc', 'cell'] as const) {
      const parsed = membraneKind.parse(membraneKind.sample, { ...options, shape });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
      expect(parsed.value.slots.map((slot) => slot.label)).toEqual(['PD-1', 'TCR', 'CD28']);
      const svg = membraneKind.draw(
        parsed.value,
        { ...options, shape },
        { ...context, width, height },
      );
      const time = fastest(() => {
        const again = membraneKind.parse(membraneKind.sample, { ...options, shape });
        if (again.ok)
          membraneKind.draw(again.value, { ...options, shape }, { ...context, width, height });
      });
      expect(time).toBeLessThan(20);
      expect(svg).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${width} ${height}"`));
      for (const h of heads(svg)) {
        expect(h.x - h.r).toBeGreaterThanOrEqual(0);
        expect(h.x + h.r).toBeLessThanOrEqual(width);
        expect(h.y - h.r).toBeGreaterThanOrEqual(0);
        expect(h.y + h.r).toBeLessThanOrEqual(height);
      }
      for (const m of svg.matchAll(/<text x="([\d.-]+)" y="([\d.-]+)"/g)) {
        expect(Number(m[2])).toBeGreaterThanOrEqual(12);
        expect(Number(m[2])).toBeLessThanOrEqual(height);
      }
      expect(svg).not.toMatch(/<(script|use|foreignObject|style)|url\(|\bon\w+=/);
    }
  });

  it('draws 400 lipids on a cell quickly', () => {
    const time = fastest(() =>
      drawMembrane(tCell, { ...options, shape: 'cell', lipids: 400 }, context),
    );
    expect(time).toBeLessThan(20);
  });
});
