import { elementSchema, type SlideDocument } from '@figura/sdk-core/schema';
import { describe, expect, it, vi } from 'vitest';
import { MemoryFiguraApi } from '../../stories/memory-api';
import { openEditorSession } from './session';

const rect = (id: string) =>
  elementSchema.parse({ id, type: 'rect', left: 10, top: 10, width: 50, height: 40 });

async function open(api = new MemoryFiguraApi({ name: 'Cell biology' })) {
  const files: { blob: Blob; name: string }[] = [];
  const session = await openEditorSession({
    api,
    creationId: api.creationId,
    saveFile: (blob, name) => files.push({ blob, name }),
    autosaveDebounceMs: 5,
    retryDelaysMs: [5],
  });
  return { api, session, files };
}

describe('openEditorSession', () => {
  it('loads the first slide and saves edits with the next revision', async () => {
    const { api, session } = await open();
    const changes: SlideDocument[] = [];
    session.editor.on('change', (doc) => changes.push(doc));
    session.editor.addElement(rect('a'));
    await session.editor.flush();
    expect(api.storedDocument().elements.map((e) => e.id)).toEqual(['a']);
    expect(api.storedRevision()).toBe(1);
    expect(changes).toHaveLength(1);
    expect(session.editor.getSaveState()).toEqual({ status: 'saved', revision: 1 });
    session.editor.undo();
    await session.editor.flush();
    expect(api.storedDocument().elements).toEqual([]);
    session.dispose();
  });

  it('reports a conflict, then "Keep mine" writes on top of the newer revision', async () => {
    const { api, session } = await open();
    api.simulateRemoteEdit((doc) => ({ ...doc, elements: [rect('theirs')] }));
    session.editor.addElement(rect('mine'));
    await expect(session.editor.flush()).rejects.toMatchObject({ name: 'StaleWriteError' });
    expect(session.autosave.status.getState().status).toBe('conflict');
    expect(session.editor.getDocument().elements.map((e) => e.id)).toEqual(['mine']); // kept here
    await session.keepMine();
    expect(api.storedDocument().elements.map((e) => e.id)).toEqual(['mine']);
    expect(session.autosave.status.getState().status).toBe('saved');
    session.dispose();
  });

  it('"Load theirs" replaces local work with the stored version, without saving', async () => {
    const { api, session } = await open();
    api.simulateRemoteEdit((doc) => ({ ...doc, elements: [rect('theirs')] }));
    session.editor.addElement(rect('mine'));
    await session.editor.flush().catch(() => undefined);
    await session.loadTheirs();
    expect(session.editor.getDocument().elements.map((e) => e.id)).toEqual(['theirs']);
    expect(session.editor.canUndo()).toBe(false);
    expect(session.autosave.hasUnsavedChanges()).toBe(false);
    expect(api.storedRevision()).toBe(1);
    session.dispose();
  });

  it('retries a failed save until it is stored', async () => {
    const { api, session } = await open();
    api.failSaves = 1;
    session.editor.addElement(rect('a'));
    await expect(session.editor.flush()).rejects.toThrow('busy');
    expect(session.autosave.status.getState().status).toBe('failed');
    // The retry comes 5 ms later: wait for it rather than for a fixed time.
    await vi.waitFor(() => expect(session.autosave.status.getState().status).toBe('saved'));
    expect(api.storedDocument().elements.map((e) => e.id)).toEqual(['a']);
    session.dispose();
  });

  it('downloads after flushing, named after the creation', async () => {
    const api = new MemoryFiguraApi({
      name: 'Cell biology',
      renderPng: async (doc) =>
        new Blob([JSON.stringify(doc.elements.map((e) => e.id))], { type: 'image/png' }),
    });
    const { session, files } = await open(api);
    session.editor.addElement(rect('a'));
    await session.editor.downloadPng();
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('Cell biology.png');
    // The server rendered the saved document, including the last edit.
    expect(await files[0]!.blob.text()).toBe('["a"]');
    session.dispose();
  });

  it('fails to open an unknown creation with the API message', async () => {
    const api = new MemoryFiguraApi();
    await expect(
      openEditorSession({ api, creationId: 'nope', saveFile: () => undefined }),
    ).rejects.toThrow('Creation not found');
  });
});
