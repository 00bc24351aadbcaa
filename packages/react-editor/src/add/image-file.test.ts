import { describe, expect, it } from 'vitest';
import { englishTranslator } from '@figura/sdk-core/testing';
import { imageFileProblem, MAX_IMAGE_FILE_BYTES } from './image-file';

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
