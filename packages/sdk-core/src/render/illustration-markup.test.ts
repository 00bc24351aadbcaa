import * as fabric from 'fabric/node';
import { describe, expect, it } from 'vitest';
import { elementSchema, type IllustrationElement } from '../schema';
import { illustrationMarkup } from './illustration';
import { createFabricObject } from './objects';

const CELL =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' +
  '<circle cx="5" cy="5" r="4" fill="#ff0000"/></svg>';

function cell(overrides: Partial<IllustrationElement> = {}): IllustrationElement {
  return elementSchema.parse({
    type: 'illustration',
    id: 'cell',
    assetId: 'cell',
    svg: CELL,
    left: 0,
    top: 0,
    width: 40,
    height: 40,
    ...overrides,
  }) as IllustrationElement;
}

describe('illustrationMarkup (remembered across redraws and exports)', () => {
  it('gives each colouring and size its own markup, and the same one again when asked again', () => {
    const size = { width: 40, height: 40 };
    const red = illustrationMarkup(cell(), size);
    const blue = illustrationMarkup(cell({ colours: { '#ff0000': '#0000ff' } }), size);
    const turned = illustrationMarkup(cell({ hueShift: 120 }), size);
    const larger = illustrationMarkup(cell(), { width: 80, height: 80 });
    expect(red).toContain('#ff0000');
    expect(blue).toContain('#0000ff');
    expect(blue).not.toContain('#ff0000');
    expect(turned).not.toBe(red);
    expect(larger).toContain('width="80"');
    expect(red).toContain('width="40"');
    // Asked again (another slide showing the same item): the same markup.
    expect(illustrationMarkup(cell({ id: 'another' }), size)).toBe(red);
    expect(illustrationMarkup(cell({ colours: { '#ff0000': '#0000ff' } }), size)).toBe(blue);
  });
});

describe('decodeImage (the server decodes uploads without a URL parser)', () => {
  it('is given the data: URL of an upload, and its image is what the object draws', async () => {
    // A 2x1 PNG: one red pixel, one blue pixel.
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==';
    const element = elementSchema.parse({
      type: 'upload',
      id: 'u',
      src: png,
      naturalWidth: 2,
      naturalHeight: 1,
      left: 0,
      top: 0,
      width: 20,
      height: 10,
    });
    const asked: string[] = [];
    const object = await createFabricObject(fabric, element, {
      allowNetwork: false,
      decodeImage: async (url) => {
        asked.push(url);
        return (await fabric.util.loadImage(url)) as unknown as CanvasImageSource;
      },
    });
    expect(asked).toEqual([png]);
    expect(object).toBeInstanceOf(fabric.FabricImage);
    expect(object.width).toBe(2);
    expect(object.getScaledWidth()).toBeCloseTo(20, 5);
    // The SVG export writes the image from its source: still the data: URL.
    expect((object as fabric.FabricImage).getSrc()).toBe(png);
  });
});
