import { describe, expect, it } from 'vitest';
import { bundledFaces } from '@figura/sdk-core/fonts';
import { BUNDLED_FACES, DEFAULT_FACE } from './bundled-faces';

describe('the faces the editor loads by default', () => {
  it('are the font manifest faces, each fetched from its own WOFF2 file', () => {
    const manifest = bundledFaces();
    expect(BUNDLED_FACES).toHaveLength(manifest.length);
    BUNDLED_FACES.forEach((face, index) => {
      const { family, weight, style, unicodeRange, woff2 } = manifest[index]!;
      expect(face).toMatchObject({ family, weight, style, unicodeRange });
      expect(new URL(face.url).pathname.endsWith(`/${woff2}`), face.url).toBe(true);
    });
  });

  it('start with Inter regular Latin, the face new text is set in', () => {
    expect(DEFAULT_FACE).toMatchObject({ family: 'Inter', weight: 400, style: 'normal' });
    expect(DEFAULT_FACE.url).toMatch(/\/inter-latin-400-normal\.woff2$/);
  });
});
