import { describe, expect, it } from 'vitest';
import { readSlideDocuments } from './cli.ts';

const upload = (src: string) => ({
  type: 'upload',
  id: 'photo',
  left: 0,
  top: 0,
  width: 10,
  height: 10,
  src,
  naturalWidth: 10,
  naturalHeight: 10,
});
const documentWith = (src: string) => ({
  schemaVersion: 4,
  width: 100,
  height: 100,
  elements: [upload(src)],
});

describe('pnpm figura export reading documents', () => {
  it('refuses a slide naming stored files with what to do instead, rather than drawing grey boxes', () => {
    const problem = readSlideDocuments([documentWith(`figura-file:${'a'.repeat(64)}`)]);
    expect(problem).toMatch(/^\[0\]: the slide names stored files .*data: URLs$/);
  });

  it('reads the same slide with its image inside it', () => {
    const read = readSlideDocuments(documentWith('data:image/png;base64,iVBORw0KGgo='));
    expect(Array.isArray(read) && read.length).toBe(1);
  });
});
