import { describe, expect, it, vi } from 'vitest';
import { createEditorStore } from '../stores/editor-store';
import { elementSchema, type SlideDocument } from '../schema';
import { createEmptyDocument } from '../schema/document/empty-document';
import type { FileCalls } from '../api/files';
import { createEditorFiles } from './editor-files';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const ID = 'ef'.repeat(32);

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
    fileName: 'cells.png',
  });

const srcs = (doc: SlideDocument) =>
  doc.elements.map((element) => (element as { src: string }).src);

function calls(overrides: Partial<FileCalls> = {}): FileCalls {
  return {
    uploadFile: vi.fn(async (_bytes, mediaType) => ({
      id: ID,
      mediaType: mediaType as 'image/png',
      size: 8,
      createdAt: new Date(0).toISOString(),
      removed: [],
    })),
    getFileDataUrl: vi.fn(async () => PNG),
    ...overrides,
  };
}

describe('the editor’s files', () => {
  it('uploads an inserted image once and names the file instead, in history too (no undo step)', async () => {
    const store = createEditorStore({ document: createEmptyDocument(100, 100) });
    const api = calls();
    const files = createEditorFiles({ store, api, onUploadFailed: vi.fn() });
    store.getState().addElement(upload('a', PNG));
    // Shown at once from its own bytes, before any upload ends.
    expect(srcs(store.getState().document)).toEqual([PNG]);
    store.getState().addElement(upload('b', PNG));
    await files.settled();
    expect(api.uploadFile).toHaveBeenCalledTimes(1);
    expect(srcs(store.getState().document)).toEqual([`figura-file:${ID}`, `figura-file:${ID}`]);
    expect(store.getState().past).toHaveLength(2);
    store.getState().undo();
    expect(srcs(store.getState().document)).toEqual([`figura-file:${ID}`]);
    store.getState().redo();
    // Drawing the file needs no download: the editor had its bytes.
    expect(await files.resolve(ID)).toBe(PNG);
    expect(api.getFileDataUrl).not.toHaveBeenCalled();
    files.dispose();
  });

  it('keeps the image inside the slide and says so when the upload fails', async () => {
    const store = createEditorStore({ document: createEmptyDocument(100, 100) });
    const failed = vi.fn();
    const files = createEditorFiles({
      store,
      api: calls({ uploadFile: vi.fn(async () => Promise.reject(new Error('offline'))) }),
      onUploadFailed: failed,
    });
    store.getState().addElement(upload('a', PNG));
    await files.settled();
    expect(srcs(store.getState().document)).toEqual([PNG]);
    expect(failed).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'offline' }),
      'cells.png',
    );
    files.dispose();
  });

  it('moves the images of a document opened with data: URLs, and fetches files it never had once', async () => {
    const store = createEditorStore({
      document: { ...createEmptyDocument(100, 100), elements: [upload('old', PNG)] },
    });
    const api = calls();
    const files = createEditorFiles({ store, api, onUploadFailed: vi.fn() });
    await files.settled();
    expect(srcs(store.getState().document)).toEqual([`figura-file:${ID}`]);
    const other = '12'.repeat(32);
    await Promise.all([files.resolve(other), files.resolve(other)]);
    expect(api.getFileDataUrl).toHaveBeenCalledTimes(1);
    files.dispose();
  });
});
