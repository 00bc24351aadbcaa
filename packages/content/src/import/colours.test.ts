import { describe, expect, it } from 'vitest';
import { colourParts, normaliseColour } from './colours.ts';

describe('colour parts', () => {
  it('normalises every way of writing a colour to #rrggbb and skips what is not a colour', () => {
    expect(['#ABC', '#aabbccdd', 'rgb(255, 0, 10)', 'rgba(100%,0%,0%,0.5)', 'Tomato'].map(normaliseColour)).toEqual([
      '#aabbcc', '#aabbcc', '#ff000a', '#ff0000', '#ff6347',
    ]);
    expect(['none', 'currentColor', 'url(#g)', 'inherit'].map(normaliseColour)).toEqual([
      undefined, undefined, undefined, undefined,
    ]);
  });

  it('finds fills, strokes, gradient stops and style rules once each', () => {
    const svg =
      '<svg><style>.a{fill:#F00}.b{stroke: blue}</style><path fill="#ff0000" stroke="none"/>' +
      '<stop stop-color="#0f0"/><rect style="fill:rgb(0,0,0);stroke:currentColor"/></svg>';
    expect(colourParts(svg).sort()).toEqual(['#000000', '#0000ff', '#00ff00', '#ff0000']);
  });
});
