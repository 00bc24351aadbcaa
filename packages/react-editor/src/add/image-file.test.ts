import { describe, expect, it } from 'vitest';
import { englishTranslator } from '@figura/sdk-core/testing';
import { decodeBase64Text } from '@figura/sdk-core/schema';
import {
  imageFileProblem,
  MAX_IMAGE_FILE_BYTES,
  notableRemovals,
  readImageFile,
} from './image-file';

const t = englishTranslator('editor');

describe('image files', () => {
  it('refuses unsupported and oversized image files with a message', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 1000 }, t)).toBeNull();
    expect(imageFileProblem({ name: 'a.svg', type: '', size: 1000 }, t)).toBeNull();
    expect(imageFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 }, t)).toMatch(
      /not a PNG, JPEG, WebP, GIF or SVG/,
    );
    expect(
      imageFileProblem({ name: 'big.png', type: 'image/png', size: MAX_IMAGE_FILE_BYTES + 1 }, t),
    ).toMatch(/“big\.png” is 5\.2 MB; images can be at most 5\.2 MB/);
  });
});

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A window whose images load at once with no size of their own (as SVG without one does). */
const view = {
  Image: class {
    naturalWidth = 0;
    naturalHeight = 0;
    onload: (() => void) | null = null;
    set src(_: string) {
      queueMicrotask(() => this.onload?.());
    }
  },
} as unknown as Window;

const svgFile = (name: string, svg: string) => new File([svg], name, { type: 'image/svg+xml' });

describe('picking an SVG file', () => {
  it('keeps a drawing that is one embedded PNG whole, instead of storing a blank', async () => {
    const { image: picked, removed } = await readImageFile(
      svgFile(
        'cells.svg',
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 194 188"><script/><image width="194" height="188" xlink:href="data:image/png;base64,${PNG}"/></svg>`,
      ),
      view,
      t,
    );
    const stored = decodeBase64Text(picked.src.slice(picked.src.indexOf(',') + 1));
    expect(stored).toContain(`xlink:href="data:image/png;base64,${PNG}"`);
    expect(stored).not.toContain('script');
    expect([picked.naturalWidth, picked.naturalHeight]).toEqual([194, 188]);
    // What was left out is said, not dropped silently.
    expect(removed).toEqual(['<script>']);
  });

  it('refuses a file with nothing drawable left, saying what was removed', async () => {
    await expect(
      readImageFile(
        svgFile(
          'label.svg',
          '<svg xmlns="http://www.w3.org/2000/svg"><g><switch><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">Label</p></foreignObject></switch></g></svg>',
        ),
        view,
        t,
      ),
    ).rejects.toThrow(
      '“label.svg” cannot be added: nothing drawable is left once <foreignObject> is removed.',
    );
    await expect(readImageFile(svgFile('empty.svg', ''), view, t)).rejects.toThrow(
      '“empty.svg” cannot be added: the file is empty.',
    );
  });

  it('reads SVG files up to the SVG limit, larger than the raster limit', () => {
    const big = { name: 'servier.svg', type: 'image/svg+xml', size: MAX_IMAGE_FILE_BYTES + 1 };
    expect(imageFileProblem(big, t)).toBeNull();
  });

  it('names what it left out that did something, not editor metadata or comments', () => {
    expect(
      notableRemovals([
        { kind: 'element', name: 'script', reason: 'scripts are not allowed' },
        { kind: 'attribute', name: 'onload', reason: 'event handlers are not allowed' },
        { kind: 'element', name: 'script', reason: 'scripts are not allowed' },
        { kind: 'element', name: 'sodipodi:namedview', reason: 'editor data is not kept' },
        { kind: 'element', name: 'metadata', reason: 'metadata is not kept' },
        { kind: 'comment', name: 'a comment', reason: 'comments are not kept' },
      ]),
    ).toEqual(['<script>', 'the attribute onload']);
  });
});
