import { describe, expect, it } from 'vitest';
import { readColour } from './colour';
import { OKABE_ITO } from './okabe-ito';
import { preflight } from './preflight';
import { profileById } from './profiles';
import { walksRainbow } from './rainbow-check';
import { barChart, slide } from './testing/fixtures';

// Red, orange, gold, green, sky, blue, violet: a "rainbow" colour map over seven series.
const RAINBOW = ['#e41a1c', '#ff7f00', '#ffd700', '#33cc33', '#00bfff', '#377eb8', '#8a2be2'];
const colours = (hexes: readonly string[]) => hexes.map((hex) => readColour(hex)!);
const rainbowProblems = (chartColours: string[]) =>
  preflight([slide(1200, 1200, [barChart(chartColours)])], profileById('nature')).problems.filter(
    (problem) => problem.id.includes('rainbow:'),
  );

describe('rainbow colour maps', () => {
  it('recognises a rainbow in either direction, not a designed palette or a sequential map', () => {
    expect(walksRainbow(colours(RAINBOW))).toBe(true);
    expect(walksRainbow(colours([...RAINBOW].reverse()))).toBe(true);
    expect(walksRainbow(colours(OKABE_ITO.slice(0, 7)))).toBe(false);
    // d3's category colours jump across the wheel; viridis is dark and muted at its ends.
    expect(walksRainbow(colours(['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd']))).toBe(
      false,
    );
    expect(walksRainbow(colours(['#440154', '#3b528b', '#21918c', '#5ec962', '#fde725']))).toBe(
      false,
    );
    // Four colours are a few categories, whatever their order.
    expect(walksRainbow(colours(RAINBOW.slice(0, 4)))).toBe(false);
  });

  it('flags a chart coloured by a rainbow, and offers the Okabe–Ito palette that clears it', () => {
    const [problem, ...more] = rainbowProblems(RAINBOW);
    expect(more).toEqual([]);
    expect(problem).toMatchObject({
      check: 'colour-vision',
      severity: 'warning',
      fix: 'chart-palette',
    });
    expect(problem?.message).toBe(
      "The chart's 7 colours run through the rainbow, #e41a1c to #8a2be2: readers see steps the data does not have, and colour-blind readers lose its greens and reds.",
    );
    expect(rainbowProblems(OKABE_ITO.slice(0, 7))).toEqual([]);
  });
});
