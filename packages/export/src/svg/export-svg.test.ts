import { sanitizeSvgWithReport } from '@figura/sdk-core/schema';
import { describe, expect, it } from 'vitest';
import { exportSlides } from '../export.ts';
import { fixture } from '../testing/fixtures.ts';

const science = fixture('science');

async function svgOf(text: 'embed' | 'outline', extra = {}) {
  const { bytes, contentType } = await exportSlides([science], {
    format: 'svg',
    text,
    title: 'Calcium binding',
    ...extra,
  });
  expect(contentType).toBe('image/svg+xml');
  return bytes.toString('utf8');
}

describe('SVG', () => {
  it('is one standalone SVG of the slide with <title> and, without alt text, the credits as <desc>', async () => {
    const svg = await svgOf('embed');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="450" viewBox="0 0 800 450"/,
    );
    expect(svg).toContain('<title>Calcium binding</title>');
    expect(svg).toContain(
      '<desc>fixture cell by Figura tests, CC-BY 4.0, https://creativecommons.org/licenses/by/4.0/</desc>',
    );
    expect(svg).not.toContain('Fabric.js');
  });

  it('says its printed size when asked for in cm or in, its viewBox still the slide', async () => {
    const svg = await svgOf('outline', { width: 10, unit: 'cm' });
    const height = Math.round(((10 * science.height) / science.width) * 1000) / 1000;
    expect(svg).toMatch(new RegExp(`<svg[^>]* width="10cm" height="${height}cm"`));
    expect(svg).toContain(`viewBox="0 0 ${science.width} ${science.height}"`);
    expect(await svgOf('outline')).toMatch(new RegExp(`<svg[^>]* width="${science.width}"`));
  });

  it('puts the alt text in <desc> when there is one', async () => {
    const svg = await svgOf('embed', { description: 'A cell binding calcium' });
    expect(svg).toContain('<desc>A cell binding calcium</desc>');
  });

  it('takes the slide’s own alt text and description (the author’s words) first', async () => {
    const { bytes } = await exportSlides(
      [{ ...science, alt: 'Calcium in a cell', description: 'A cell takes up calcium & grows.' }],
      { format: 'svg', title: 'The creation name' },
    );
    const svg = bytes.toString('utf8');
    expect(svg).toContain('<title>Calcium in a cell</title>');
    expect(svg).toContain('<desc>A cell takes up calcium &amp; grows.</desc>');
  });

  it('passes the sanitiser unchanged, fonts embedded or text as outlines', async () => {
    for (const mode of ['embed', 'outline'] as const) {
      const svg = await svgOf(mode);
      const clean = sanitizeSvgWithReport(svg);
      expect(clean.removed, mode).toEqual([]);
      expect(clean.svg, mode).toBe(svg);
    }
  });

  it('embeds subset fonts as data: URLs and keeps the text as text', async () => {
    const svg = await svgOf('embed');
    const faces = svg.match(/@font-face\{[^}]*\}/g) ?? [];
    // Inter bold and regular (Latin, Greek), Noto Serif (Latin, Greek) and the fallback for ₂ ⁻.
    expect(faces.length).toBeGreaterThanOrEqual(5);
    for (const face of faces)
      expect(face).toMatch(/src:url\(data:font\/woff2;base64,[A-Za-z0-9+/]+=*\)/);
    expect(svg).toMatch(/<tspan[^>]*>H₂O and CO₂ at 10⁻³ M<\/tspan>/);
    expect(svg).toContain('β-sheet');
  });

  it('draws text as outlines when asked: no <text>, no fonts, the glyphs as paths', async () => {
    const svg = await svgOf('outline');
    expect(svg).not.toMatch(/<text|@font-face/);
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it('inlines illustrations as vector with their ids made unique, not as an image', async () => {
    const svg = await svgOf('embed');
    expect(svg).not.toContain('<image');
    expect(svg).toMatch(/<linearGradient id="f1-g"/);
    expect(svg).toContain('fill="url(#f1-g)"');
  });

  it('inlines a molecule as vector too: its atom labels as text, no image', async () => {
    const molecule = fixture('varied').elements.find((e) => e.type === 'molecule')!;
    const drawing =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">' +
      '<line x1="2" y1="10" x2="20" y2="10" stroke="rgb(0,0,0)" stroke-width="1.44"/>' +
      '<text x="22" y="15" font-size="14" fill="rgb(255,13,13)" font-family="Arial, Helvetica, sans-serif">O</text></svg>';
    const { bytes } = await exportSlides(
      [{ ...science, elements: [{ ...molecule, svg: drawing, width: 80, height: 40 }] }],
      { format: 'svg', text: 'embed' },
    );
    const svg = bytes.toString('utf8');
    expect(svg).not.toContain('<image');
    expect(svg).toContain('stroke="rgb(0,0,0)"');
    expect(svg).toMatch(/<text[^>]*>O<\/text>/);
  });
});
