// A font file that fails once (a dropped connection) is asked for again when text next needs it,
// a few times at most, instead of leaving the text in a fallback font for good.
import { describe, expect, it, vi } from 'vitest';
import type { EditorFontFace } from './font-face';
import { FONT_FACE_TRIES, loadFontFaces } from './font-face-set';

/** A document whose font files fail while `failing` is true; counts the requests. */
function fakeDocument() {
  const state = { failing: true, requests: 0, inSet: new Set<unknown>() };
  class FakeFontFace {
    status: FontFaceLoadStatus = 'unloaded';
    readonly loaded: Promise<this>;
    private settle!: { resolve: (face: FakeFontFace) => void; reject: (error: Error) => void };
    constructor(readonly family: string) {
      this.loaded = new Promise((resolve, reject) => {
        this.settle = { resolve: resolve as never, reject };
      });
      this.loaded.catch(() => undefined);
    }
    load(): Promise<this> {
      state.requests += 1;
      this.status = state.failing ? 'error' : 'loaded';
      if (state.failing) this.settle.reject(new Error('network'));
      else this.settle.resolve(this);
      return this.loaded;
    }
  }
  const doc = {
    defaultView: { FontFace: FakeFontFace },
    fonts: {
      add: (face: unknown) => state.inSet.add(face),
      delete: (face: unknown) => state.inSet.delete(face),
    },
  } as unknown as Document;
  return { doc, state };
}

const inter: EditorFontFace = {
  family: 'Inter',
  weight: 400,
  style: 'normal',
  unicodeRange: 'U+0000-00FF',
  url: '/fonts/inter-latin-400.woff2',
};

describe('loading font faces', () => {
  it('asks again for a face whose file failed, and says text must be measured again once it loads', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { doc, state } = fakeDocument();
    expect(await loadFontFaces(doc, [inter])).toBe(true);
    expect(state.requests).toBe(1);
    expect(warned).toHaveBeenCalledWith(
      expect.stringContaining('could not load the font'),
      expect.anything(),
    );
    state.failing = false;
    expect(await loadFontFaces(doc, [inter])).toBe(true);
    expect(state.requests).toBe(2);
    expect(state.inSet.size).toBe(1); // the failed face left the document's set
    expect(await loadFontFaces(doc, [inter])).toBe(false);
    expect(state.requests).toBe(2);
    warned.mockRestore();
  });

  it(`gives up after ${FONT_FACE_TRIES} tries, so an offline page does not ask on every edit`, async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { doc, state } = fakeDocument();
    for (let call = 0; call < FONT_FACE_TRIES + 3; call++) await loadFontFaces(doc, [inter]);
    expect(state.requests).toBe(FONT_FACE_TRIES);
    warned.mockRestore();
  });
});
