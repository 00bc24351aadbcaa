import { describe, expect, it } from 'vitest';
import { imageFileProblem, MAX_IMAGE_FILE_BYTES } from './image-file';

describe('image files', () => {
  it('refuses unsupported and oversized image files with a message', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ name: 'a.svg', type: '', size: 1000 })).toBeNull();
    expect(imageFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toMatch(
      /not a PNG, JPEG, WebP, GIF or SVG/,
    );
    expect(
      imageFileProblem({ name: 'big.png', type: 'image/png', size: MAX_IMAGE_FILE_BYTES + 1 }),
    ).toMatch(/images can be at most 5\.2 MB/);
  });
});
