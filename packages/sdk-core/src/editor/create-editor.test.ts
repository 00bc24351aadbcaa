import { describe, expect, it, vi } from 'vitest';
import { MemoryFiguraApi } from '../testing/memory-api';
import { elementSchema, type SlideDocument } from '../schema';
import { FirstSlideError } from '../api/first-slide';
import { createFiguraI18n } from '../i18n/create-i18n';
import { createEditor } from './create-editor';
import type { EditorErrorDetail } from './types';

const rect = (id: string) =>
  elementSchema.parse({ id, type: 'rect', left: 10, top: 10, width: 50, height: 40 });

async function open(api = new MemoryFiguraApi({ name: 'Cell biology' })) {
  const files: { blob: Blob; name: string }[] = [];
  const editor = await createEditor({
    api,
    creationId: api.creationId,
    saveFile: (blob, name) => files.push({ blob, name }),
    autosaveDebounceMs: 5,
    retryDelaysMs: [5],
  });
  return { api, editor, files };
}

describe('createEditor', () => {
  it("closing hands the host's lists its last save, so they show it (thumbnail, Edited)", async () => {
    const api = new MemoryFiguraApi({ name: 'Lab meeting' });
    const held: Promise<unknown>[] = [];
    const { editor } = await open(
      Object.assign(api, { holdListsUntil: (work: Promise<unknown>) => held.push(work) }),
    );
    editor.addElement(rect('a'));
    const closed = editor.dispose();
    expect(held).toHaveLength(1);
    await held[0];
    expect(api.storedDocument().elements.map((e) => e.id)).toEqual(['a']);
    await closed;
  });

  it('loads the first slide and saves edits with the next revision', async () => {
    const { api, editor } = await open();
    const changes: SlideDocument[] = [];
    editor.on('change', (doc) => changes.push(doc));
    editor.addElement(rect('a'));
    await editor.flush();
    expect(api.storedDocument().elements.map((e) => e.id)).toEqual(['a']);
    expect(api.storedRevision()).toBe(1);
    expect(changes).toHaveLength(1);
    expect(editor.getSaveState()).toEqual({ status: 'saved', revision: 1 });
    editor.undo();
    await editor.flush();
    expect(api.storedDocument().elements).toEqual([]);
    await editor.dispose();
  });

  it('reports a conflict, then "Keep mine" writes on top of the newer revision', async () => {
    const { api, editor } = await open();
    api.simulateRemoteEdit((doc) => ({ ...doc, elements: [rect('theirs')] }));
    editor.addElement(rect('mine'));
    await expect(editor.flush()).rejects.toMatchObject({ name: 'StaleWriteError' });
    expect(editor.getSaveState().status).toBe('conflict');
    expect(editor.getDocument().elements.map((e) => e.id)).toEqual(['mine']); // kept here
    await editor.keepMine();
    expect(api.storedDocument().elements.map((e) => e.id)).toEqual(['mine']);
    expect(editor.getSaveState().status).toBe('saved');
    await editor.dispose();
  });

  it('"Load theirs" replaces local work with the stored version, without saving', async () => {
    const { api, editor } = await open();
    api.simulateRemoteEdit((doc) => ({ ...doc, elements: [rect('theirs')] }));
    editor.addElement(rect('mine'));
    await editor.flush().catch(() => undefined);
    await editor.loadTheirs();
    expect(editor.getDocument().elements.map((e) => e.id)).toEqual(['theirs']);
    expect(editor.canUndo()).toBe(false);
    expect(editor.hasUnsavedChanges()).toBe(false);
    expect(api.storedRevision()).toBe(1);
    await editor.dispose();
  });

  it('retries a failed save until it is stored', async () => {
    const { api, editor } = await open();
    api.failSaves = 1;
    const errors: EditorErrorDetail[] = [];
    editor.on('error', (error) => errors.push(error));
    editor.addElement(rect('a'));
    await expect(editor.flush()).rejects.toThrow('busy');
    expect(errors).toEqual([
      { kind: 'save', message: 'The server is busy, please try again', error: expect.anything() },
    ]);
    expect(editor.getSaveState().status).toBe('failed');
    // The retry comes 5 ms later: wait for it rather than for a fixed time.
    await vi.waitFor(() => expect(editor.getSaveState().status).toBe('saved'));
    expect(api.storedDocument().elements.map((e) => e.id)).toEqual(['a']);
    await editor.dispose();
  });

  it('downloads after flushing, named after the creation', async () => {
    const api = new MemoryFiguraApi({
      name: 'Cell biology',
      renderPng: async (doc) =>
        new Blob([JSON.stringify(doc.elements.map((e) => e.id))], { type: 'image/png' }),
    });
    const { editor, files } = await open(api);
    editor.addElement(rect('a'));
    await editor.downloadPng();
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('Cell biology.png');
    // The server rendered the saved document, including the last edit.
    expect(await files[0]!.blob.text()).toBe('["a"]');
    await editor.dispose();
  });

  it('says whose plan watermarks downloads and the high-resolution ones left, nothing when the API cannot say', async () => {
    const { api, editor } = await open();
    // Without a plan call (an embed's host), there is nothing to say.
    expect(await editor.downloadWatermark()).toBeNull();
    expect(await editor.downloadTerms()).toEqual({ watermark: null, highResDownloads: null });
    const limits = { highResDownloads: { used: 2, cap: 2 } };
    const plan = vi.fn(async () => ({ plan: 'T', watermarked: true, limits }));
    Object.assign(api, { getPlan: plan });
    expect(await editor.downloadWatermark()).toBe('T');
    plan.mockResolvedValueOnce({ plan: 'S', watermarked: true, limits });
    // The Download dialog's: the mark, and a Student's two high-resolution downloads used.
    expect(await editor.downloadTerms()).toEqual({
      watermark: 'S',
      highResDownloads: { plan: 'S', used: 2, cap: 2 },
    });
    plan.mockResolvedValueOnce({ plan: 'R', watermarked: false, limits });
    expect(await editor.downloadWatermark()).toBeNull();
    // A journal submission's token has no plan: 403, and no notice.
    plan.mockRejectedValueOnce(new Error('Only a signed-in account has a plan.'));
    expect(await editor.downloadWatermark()).toBeNull();
    await editor.dispose();
  });

  it('fails to open an unknown creation with the API message', async () => {
    const api = new MemoryFiguraApi();
    await expect(
      createEditor({ api, creationId: crypto.randomUUID(), saveFile: () => undefined }),
    ).rejects.toThrow('Creation not found');
  });

  it("names history entries and refusals in the host's words", async () => {
    const api = new MemoryFiguraApi({ name: 'Biologie cellulaire' });
    const i18n = createFiguraI18n({
      lng: 'fr',
      resources: {
        fr: {
          common: {
            history: { add: { rect: 'Ajouter un rectangle' } },
            errors: { lastSlide: 'Une création garde au moins une diapositive.' },
          },
        },
      },
    });
    const editor = await createEditor({ api, creationId: api.creationId, i18n });
    editor.addElement(rect('a'));
    expect(editor.store.getState().lastAction).toBe('Ajouter un rectangle');
    await expect(editor.deleteSlide()).rejects.toThrow(
      'Une création garde au moins une diapositive.',
    );
    // What the host left out is in English.
    editor.commands.duplicate();
    expect(editor.store.getState().lastAction).toBe('Duplicate');
    await editor.dispose();
  });

  it("explains a creation without slides in the user's words", async () => {
    const api = new MemoryFiguraApi();
    const i18n = createFiguraI18n({
      resources: { en: { common: { errors: { noSlides: 'Nothing to open here.' } } } },
    });
    // What the API layer reports for a creation without slides (firstSlideOf).
    await expect(
      createEditor({
        api,
        creationId: api.creationId,
        i18n,
        firstSlide: Promise.reject(new FirstSlideError('no-slides')),
      }),
    ).rejects.toThrow('Nothing to open here.');
  });

  it('says the first slide is checked once checkFirstSlide has validated what was drawn', async () => {
    const api = new MemoryFiguraApi({ name: 'Checked later' });
    const first = await api.getFirstSlide(api.creationId);
    let pass!: () => void;
    let fail!: (error: Error) => void;
    const openWith = (check: () => Promise<typeof first>) =>
      createEditor({
        api,
        creationId: api.creationId,
        firstSlide: Promise.resolve({ ...first, check }),
      });
    const editor = await openWith(() => new Promise((resolve) => (pass = () => resolve(first))));
    expect(editor.firstSlideChecked.getState()).toBe(false);
    const checking = editor.checkFirstSlide();
    expect(editor.firstSlideChecked.getState()).toBe(false);
    pass();
    await checking;
    expect(editor.firstSlideChecked.getState()).toBe(true);

    // Replies that are not a Figura document: never checked, and the host hears why.
    const unreadable = await openWith(() => new Promise((_, reject) => (fail = reject)));
    const errors: EditorErrorDetail[] = [];
    unreadable.on('error', (detail) => errors.push(detail));
    const refused = unreadable.checkFirstSlide();
    fail(new Error('not a slide'));
    await expect(refused).rejects.toThrow();
    expect(unreadable.firstSlideChecked.getState()).toBe(false);
    expect(errors.map((detail) => detail.kind)).toEqual(['load']);

    // Validated before it was drawn: checked as soon as asked.
    const { editor: validated } = await open();
    await validated.checkFirstSlide();
    expect(validated.firstSlideChecked.getState()).toBe(true);
    await Promise.all([editor.dispose(), unreadable.dispose(), validated.dispose()]);
  });

  it('keeps images inside the slide with a host without file calls, and says so when an upload fails', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const image = elementSchema.parse({
      type: 'upload',
      id: 'photo',
      left: 0,
      top: 0,
      width: 10,
      height: 10,
      src: png,
      naturalWidth: 10,
      naturalHeight: 10,
      fileName: 'cells.png',
    });
    // The in-memory API has no file calls: the SDK used offline keeps data: URLs.
    const offline = await open();
    offline.editor.addElement(image);
    await offline.editor.filesSettled();
    await offline.editor.flush();
    expect((offline.api.storedDocument().elements[0] as { src: string }).src).toBe(png);
    expect(offline.editor.resolveFile).toBeUndefined();
    await offline.editor.dispose();

    const failing = Object.assign(new MemoryFiguraApi(), {
      uploadFile: () => Promise.reject(new Error('The file store is down.')),
      getFileDataUrl: () => Promise.reject(new Error('unused')),
    });
    const { editor } = await open(failing);
    const errors: EditorErrorDetail[] = [];
    editor.on('error', (detail) => errors.push(detail));
    editor.addElement(image);
    await editor.filesSettled();
    expect(errors).toEqual([
      expect.objectContaining({ kind: 'file', message: expect.stringContaining('cells.png') }),
    ]);
    expect(errors[0]!.message).toContain('nothing is lost');
    expect((editor.getDocument().elements[0] as { src: string }).src).toBe(png);
    await editor.dispose();
  });
});
