import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normaliseColour } from './colours';
import { recolorSvg, svgColourParts } from './recolor';

// Real files from the Bioicons library (each CC0; see its SOURCE.md).
const BIOICONS = '/work/shared/content/bioicons/cc-0';
const bioicon = (path: string) => readFileSync(`${BIOICONS}/${path}`, 'utf8');

describe('normaliseColour', () => {
  it('reads named, short, long, rgb() and hsl() colours as #rrggbb, and skips what names no colour', () => {
    expect(normaliseColour('Red')).toBe('#ff0000');
    expect(normaliseColour('#ABC')).toBe('#aabbcc');
    expect(normaliseColour('#A0B1C2')).toBe('#a0b1c2');
    expect(normaliseColour('rgb(0, 128, 255)')).toBe('#0080ff');
    expect(normaliseColour('rgb(100%, 0%, 0%)')).toBe('#ff0000');
    expect(normaliseColour('hsl(120, 100%, 50%)')).toBe('#00ff00');
    for (const none of ['none', 'currentColor', 'url(#gradient)', 'transparent', 'inherit', ''])
      expect(normaliseColour(none), none).toBeNull();
  });
});

describe('svgColourParts over real Bioicons files', () => {
  it('finds <style> class colours (Julia logo, Illustrator-style classes)', () => {
    expect(svgColourParts(bioicon('Machine_Learning/Julia/Julia.svg'))).toEqual(
      expect.arrayContaining(['#1a1a1a', '#4d64ae', '#ca3c32', '#9259a3', '#399746']),
    );
  });

  it('finds gradient stop colours (Python logo)', () => {
    expect(svgColourParts(bioicon('Machine_Learning/Python/Python-logo-notext.svg'))).toEqual(
      expect.arrayContaining(['#366994', '#387eb8', '#ffc331', '#ffe052']),
    );
  });

  it('finds named and short colours, and no part for none (UNECE health hazard)', () => {
    const parts = svgColourParts(bioicon('Safety_symbols/UNECE/health-hazard.svg'));
    expect(parts).toEqual(expect.arrayContaining(['#ff0000', '#ffffff']));
    expect(parts.every((part) => /^#[0-9a-f]{6}$/.test(part))).toBe(true);
  });

  it('reads rgb() with percentages into distinct parts (Xi Chen, 96-well plate)', () => {
    const parts = svgColourParts(bioicon('Lab_apparatus/Xi-Chen/96well_pcr_plate_sky.svg'));
    expect(parts.length).toBeGreaterThan(5);
    expect(new Set(parts).size).toBe(parts.length);
    expect(parts.every((part) => /^#[0-9a-f]{6}$/.test(part))).toBe(true);
  });

  it('counts black when a shape has no fill at all, and not when every shape has one', () => {
    const bare = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z"/></svg>';
    expect(svgColourParts(bare)).toEqual(['#000000']);
    const filled =
      '<svg xmlns="http://www.w3.org/2000/svg"><g fill="#123456"><path d="M0 0h1v1z"/></g>' +
      '<clipPath id="c"><rect width="1" height="1"/></clipPath></svg>';
    expect(svgColourParts(filled)).toEqual(['#123456']);
  });
});

describe('recolorSvg', () => {
  it('replaces a class colour of a real file, so the part has the new colour and no longer the old', () => {
    const julia = bioicon('Machine_Learning/Julia/Julia.svg');
    const out = recolorSvg(julia, { colours: { '#ca3c32': '#00aa00' } });
    expect(svgColourParts(out)).toContain('#00aa00');
    expect(svgColourParts(out)).not.toContain('#ca3c32');
    expect(svgColourParts(out)).toContain('#4d64ae'); // the others are left alone
  });

  it('replaces a colour however it is written: attribute, style, stop, named, short, rgb()', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg">' +
      '<linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>' +
      '<rect fill="#F00" width="1" height="1"/><rect style="stroke:rgb(255,0,0);fill:url(#g)"/>' +
      '<rect fill="rgba(255,0,0,0.5)" width="1" height="1"/><rect fill="#00f"/></svg>';
    const out = recolorSvg(svg, { colours: { '#ff0000': '#112233' } });
    expect(out).toContain('stop-color="#112233"');
    expect(out).toContain('fill="#112233"');
    expect(out).toContain('stroke:#112233');
    expect(out).toContain('fill:url(#g)');
    expect(out).toContain('rgba(17, 34, 51, 0.5)'); // the alpha is kept
    expect(out).toContain('fill="#00f"');
  });

  it('recolours the default black fill through the root', () => {
    const bare = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z"/></svg>';
    const out = recolorSvg(bare, { colours: { '#000000': '#ff8800' } });
    expect(svgColourParts(out)).toEqual(['#ff8800']);
  });

  it('shifts every hue after the replacements, and a shift of 0 changes nothing', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#ff0000"/><rect fill="#0000ff"/>' +
      '<rect fill="#808080"/></svg>';
    expect(svgColourParts(recolorSvg(svg, { hueShift: 120 }))).toEqual([
      '#00ff00',
      '#ff0000',
      '#808080', // grey has no hue
    ]);
    expect(
      svgColourParts(recolorSvg(svg, { colours: { '#0000ff': '#ff0000' }, hueShift: -120 })),
    ).toEqual(['#0000ff', '#808080']);
    expect(recolorSvg(svg, { hueShift: 0 })).toBe(recolorSvg(svg, {}));
  });
});
