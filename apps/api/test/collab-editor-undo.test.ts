// The editor co-editing through the API's rooms (the real engine in Node, not a bare provider):
// what this person did on a slide stays undoable after they went to another slide and came back,
// and undo still takes back only their own edits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@figura/sdk-core/api';
import { slideTypes } from '@figura/sdk-core/collab';
import { createEditor, type EditorEngine } from '@figura/sdk-core/editor';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { collaborate, eventually } from './helpers/collab.ts';
import { sampleDocument } from './helpers/documents.ts';
import { creationWith } from './helpers/exports.ts';

let api: ApiHarness;
let owner: TestUser;
let editor: EditorEngine | undefined;

beforeAll(async () => {
  api = await startApi({ collabStoreDebounceMs: 50 });
  owner = await api.newUser();
});

afterAll(async () => {
  await editor?.dispose();
  await api.close();
});

const leftOf = (editor: EditorEngine, id: string) =>
  (editor.getDocument().elements.find((element) => element.id === id) as { left: number }).left;

async function connectedTo(editor: EditorEngine, slideId: string) {
  await eventually(() => {
    expect(editor.getCurrentSlideId()).toBe(slideId);
    expect(editor.collaboration!.state.getState().status).toBe('connected');
  });
}

describe('undo in a co-edited creation', () => {
  it('goes on after leaving a slide and coming back, and leaves a co-editor’s edit alone', async () => {
    const { path, slidePaths } = await creationWith(owner, [sampleDocument(), sampleDocument()]);
    const creationId = path.split('/').pop()!;
    const [first, second] = slidePaths.map((slidePath) => slidePath.split('/').pop()!);
    editor = await createEditor({
      api: createApiClient({ baseURL: api.baseUrl, getToken: () => owner.token }),
      creationId,
      collaboration: { url: api.baseUrl, token: () => owner.token, user: { name: 'Ada' } },
    });
    await connectedTo(editor, first!);
    editor.updateElements({ 'rect-1': { left: 120 } });
    await editor.flush();

    await editor.goToSlide(second!);
    await connectedTo(editor, second!);
    editor.updateElements({ 'rect-1': { left: 40 } });
    await editor.flush();

    // Meanwhile a co-editor moves the text on the first slide.
    const other = collaborate(api.baseUrl, owner.token, creationId, first!);
    try {
      await other.synced;
      slideTypes(other.doc).elements.get('text-1')!.set('left', 77);
      await editor.goToSlide(first!);
      await connectedTo(editor, first!);
      await eventually(() => expect(leftOf(editor!, 'text-1')).toBe(77));
      expect(leftOf(editor, 'rect-1')).toBe(120);

      expect(editor.canUndo()).toBe(true);
      editor.undo();
      expect(leftOf(editor, 'rect-1')).toBe(0);
      expect(leftOf(editor, 'text-1')).toBe(77);
      await eventually(() => expect(other.read().elements[0]).toMatchObject({ left: 0 }));
      editor.redo();
      expect(leftOf(editor, 'rect-1')).toBe(120);
    } finally {
      other.close();
    }

    // And the second slide's undo is there too.
    await editor.goToSlide(second!);
    await connectedTo(editor, second!);
    editor.undo();
    expect(leftOf(editor, 'rect-1')).toBe(0);
  });
});
