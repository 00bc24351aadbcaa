import { describe, expect, it } from 'vitest';
import { elementSchema, slideDocumentSchema } from '../index';
import { migrateToCurrent } from './migrate';
import { CURRENT_SCHEMA_VERSION } from './empty-document';
import {
  dataUrlBytes,
  fileIdOf,
  fileIdsOf,
  fileRef,
  illustrationCount,
  inlineFiles,
  replaceImageSources,
} from './file-refs';
import { linkedImagePaths } from './linked-images';

const ID = 'ab'.repeat(32);
const OTHER = 'cd'.repeat(32);
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const upload = (id: string, src: string) =>
  elementSchema.parse({
    type: 'upload',
    id,
    left: 0,
    top: 0,
    width: 10,
    height: 10,
    src,
    naturalWidth: 10,
    naturalHeight: 10,
  });

function doc(...elements: unknown[]) {
  return slideDocumentSchema.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    width: 100,
    height: 100,
    elements,
  });
}

describe('file references in documents', () => {
  it('names a file by its SHA-256 and reads only well-formed references back', () => {
    expect(fileRef(ID)).toBe(`figura-file:${ID}`);
    expect(fileIdOf(fileRef(ID))).toBe(ID);
    expect(fileIdOf(`figura-file:${ID.toUpperCase()}`)).toBeNull();
    expect(fileIdOf('figura-file:../../etc/passwd')).toBeNull();
    expect(fileIdOf(PNG)).toBeNull();
  });

  it('is a valid image source (a malformed one is refused with a reason) and is not a link', () => {
    expect((upload('a', fileRef(ID)) as { src: string }).src).toBe(fileRef(ID));
    expect(() => upload('a', 'figura-file:1234')).toThrow(/SHA-256/);
    const stored = doc(upload('a', fileRef(ID)));
    expect(linkedImagePaths(stored.elements)).toEqual([]);
  });

  it('lists the files a document names, inside groups too, each once', () => {
    const grouped = doc(upload('a', fileRef(ID)), {
      type: 'group',
      id: 'g',
      left: 0,
      top: 0,
      width: 10,
      height: 10,
      elements: [upload('b', fileRef(OTHER)), upload('c', fileRef(ID)), upload('d', PNG)],
    });
    expect(fileIdsOf(grouped).sort()).toEqual([ID, OTHER].sort());
  });

  it('replaces sources without touching what does not change (same objects back)', () => {
    const original = doc(upload('a', PNG), upload('b', fileRef(OTHER)));
    const same = replaceImageSources(original, () => undefined);
    expect(same).toBe(original);
    const swapped = replaceImageSources(original, (src) => (src === PNG ? fileRef(ID) : undefined));
    expect(swapped.elements.map((element) => (element as { src: string }).src)).toEqual([
      fileRef(ID),
      fileRef(OTHER),
    ]);
    expect(swapped.elements[1]).toBe(original.elements[1]);
  });

  it('inlines stored files back as data: URLs, loading each file once', async () => {
    const loads: string[] = [];
    const inlined = await inlineFiles(
      doc(upload('a', fileRef(ID)), upload('b', fileRef(ID))),
      async (id) => {
        loads.push(id);
        return PNG;
      },
    );
    expect(loads).toEqual([ID]);
    expect(inlined.elements.map((element) => (element as { src: string }).src)).toEqual([PNG, PNG]);
    expect(dataUrlBytes(PNG)).toEqual({
      mediaType: 'image/png',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    });
  });
});

describe('library illustrations in a document', () => {
  it('counts them at every depth of groups, and nothing else', () => {
    const illustration = (id: string) => ({
      type: 'illustration',
      id,
      assetId: 'cells/t-cell',
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      left: 0,
      top: 0,
      width: 10,
      height: 10,
    });
    const group = (id: string, ...elements: unknown[]) => ({
      type: 'group',
      id,
      left: 0,
      top: 0,
      width: 10,
      height: 10,
      elements,
    });
    const slide = doc(
      illustration('a'),
      group('g', illustration('b'), group('h', illustration('c'), upload('u', PNG))),
      upload('v', PNG),
    );
    expect(illustrationCount(slide.elements)).toBe(3);
    expect(illustrationCount([])).toBe(0);
  });
});

describe('schema versions 3 and 4', () => {
  it('opens a version 2 or 3 document unchanged but for its version, which stays the first key', () => {
    const older = { schemaVersion: 2, width: 10, height: 10, background: '#fff', elements: [] };
    const migrated = migrateToCurrent(older);
    expect(migrated).toEqual({ ...older, schemaVersion: 4 });
    expect(Object.keys(migrated)[0]).toBe('schemaVersion');
    const three = { schemaVersion: 3, width: 10, height: 10, background: '#fff', elements: [] };
    expect(migrateToCurrent(three)).toEqual({ ...three, schemaVersion: 4 });
  });
});
