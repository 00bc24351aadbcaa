import { describe, expect, it } from 'vitest';
import { MemoryFiguraApi } from '../testing/memory-api';
import { illustrationCount } from '../schema/document/file-refs';
import type { LibraryItem } from '../schema/contract/library';
import { createEditor } from './create-editor';
import { placeLibraryItem } from './library-commands';
import {
  countInOtherSlides,
  downloadTerms,
  readCreationCap,
  readStorageRoom,
  uploadFits,
} from './plan-allowance';

const cell: LibraryItem = {
  id: 'bioicons/cell',
  kind: 'illustration' as const,
  title: 'Cell',
  category: 'Cell biology',
  tags: [],
  synonyms: [],
  licence: { spdx: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  author: { name: 'A. Author' },
  source: { name: 'Bioicons', url: 'https://bioicons.com/' },
  width: 100,
  height: 100,
  parts: [],
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="40"/></svg>',
};

describe('a per-creation cap counted over the whole creation', () => {
  it('counts the other slides’ illustrations, whichever slide is open, and follows their edits', async () => {
    const api = new MemoryFiguraApi({ name: 'Deck', library: [cell] });
    const editor = await createEditor({
      api,
      creationId: api.creationId,
      autosaveDebounceMs: 5,
      retryDelaysMs: [5],
    });
    const others = () => countInOtherSlides(editor, (doc) => illustrationCount(doc.elements));
    const first = editor.getCurrentSlideId();
    await placeLibraryItem(editor, api, cell.id);
    await placeLibraryItem(editor, api, cell.id);
    expect(await others()).toBe(0);

    const second = await editor.addSlide();
    await placeLibraryItem(editor, api, cell.id);
    // Two on the first slide, one on the open second.
    expect(await others()).toBe(2);
    await editor.goToSlide(first);
    expect(await others()).toBe(1);
    // An illustration removed from the first slide is no longer counted once another is open.
    editor.deleteElements([editor.getDocument().elements[0]!.id]);
    await editor.goToSlide(second);
    expect(await others()).toBe(1);
    await editor.dispose();
  });
});

describe('readCreationCap', () => {
  const caps = { slidesPerCreation: 5, illustrationsPerCreation: 20 };
  const researcher = {
    getPlan: async () =>
      ({
        plan: 'R',
        perCreation: { slidesPerCreation: null, illustrationsPerCreation: null },
      }) as never,
  };

  it('holds an editor of another’s creation to the owner’s caps, in the owner’s name', async () => {
    expect(
      await readCreationCap(researcher, 'illustrationsPerCreation', { access: 'editor', caps }),
    ).toEqual({ plan: null, cap: 20 });
  });

  it('says the owner’s own plan in their creation, and falls back to it where no caps came', async () => {
    expect(
      await readCreationCap(researcher, 'slidesPerCreation', { access: 'owner', caps }),
    ).toEqual({ plan: 'R', cap: 5 });
    expect(await readCreationCap(researcher, 'slidesPerCreation', { access: 'owner' })).toEqual({
      plan: 'R',
      cap: null,
    });
    expect(await readCreationCap({}, 'slidesPerCreation', { access: 'owner' })).toBeNull();
    expect(await readCreationCap({}, 'slidesPerCreation', { access: 'owner', caps })).toEqual({
      plan: null,
      cap: 5,
    });
  });
});

describe('the room for uploads, said before a picture is placed', () => {
  const withStorage = (used: number, quota: number) => ({
    getPlan: async () => ({ plan: 'T', storage: { used, quota } }) as never,
  });

  it('lets a picture in while it fits what the plan keeps, and not past it', async () => {
    const room = await readStorageRoom(withStorage(99_000_000, 100_000_000));
    expect(room).toEqual({ plan: 'T', used: 99_000_000, quota: 100_000_000 });
    expect(uploadFits(room, 1_000_000)).toBe(true);
    expect(uploadFits(room, 1_000_001)).toBe(false);
  });

  it('leaves it to the API where the plan cannot be read', async () => {
    const failing = {
      getPlan: async () => {
        throw new Error('offline');
      },
    };
    expect(await readStorageRoom(failing)).toBeNull();
    expect(await readStorageRoom({})).toBeNull();
    expect(uploadFits(null, 10 ** 12)).toBe(true);
  });
});

describe('reading the plan', () => {
  const reply = {
    plan: 'R',
    watermarked: false,
    limits: { highResDownloads: { used: 1, cap: null } },
    perCreation: { slidesPerCreation: null, illustrationsPerCreation: null },
    storage: { used: 0, quota: 100 },
  } as never;

  it('asks the API once for reads made while one is on its way, and again after it answered', async () => {
    let asked = 0;
    const api = { getPlan: async () => (asked++, reply) };
    const [cap, terms] = await Promise.all([
      readCreationCap(api, 'slidesPerCreation'),
      downloadTerms(api),
    ]);
    expect(asked).toBe(1);
    expect(cap).toEqual({ plan: 'R', cap: null });
    expect(terms).toEqual({ watermark: null, highResDownloads: { plan: 'R', used: 1, cap: null } });
    expect(await readStorageRoom(api)).toEqual({ plan: 'R', used: 0, quota: 100 });
    expect(asked).toBe(2);
  });

  it('says nothing of the plan when the read fails, and asks again next time', async () => {
    let fail = true;
    const api = {
      getPlan: async () => {
        if (fail) throw new Error('offline');
        return reply;
      },
    };
    expect(await readCreationCap(api, 'slidesPerCreation')).toBeNull();
    fail = false;
    expect(await readCreationCap(api, 'slidesPerCreation')).toEqual({ plan: 'R', cap: null });
  });
});
