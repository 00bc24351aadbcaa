import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { MemoryFiguraApi } from '../testing/memory-api';
import { englishTranslator } from '../i18n/testing';
import { parseSlideDocument } from '../schema/document/migrations';
import { createEmptyDocument } from '../schema/document/empty-document';
import { preflight } from '../preflight/preflight';
import { profileById } from '../preflight/profiles';
import { createBuilderStore } from './store';
import {
  BuilderPreflightError,
  NotBuiltError,
  createBuilderSession,
  type BuilderSessionOptions,
} from './session';

const t = englishTranslator('common');
const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

function builder(
  api: MemoryFiguraApi,
  options: Partial<BuilderSessionOptions> = {},
  templateId: 1 | 2 | 3 | 4 | 5 = 1,
) {
  const store = createBuilderStore({ templateId });
  const session = createBuilderSession({
    api,
    store,
    profile: 'cell',
    t,
    untitledName: 'Graphical abstract',
    debounceMs: 5,
    retryDelaysMs: [5],
    ...options,
  });
  return { store, session };
}

/** What the API lists now, newest first. */
const abstracts = async (api: MemoryFiguraApi) =>
  (await api.listCreations({ type: 'abstract' })).data;

describe('the builder’s session', () => {
  it('makes no creation until the author changes something, then saves the built abstract', async () => {
    const api = new MemoryFiguraApi();
    const before = (await abstracts(api)).length;
    const { store, session } = builder(api);
    await session.open();
    store.getState().setCurrentHighlight('title'); // a focus move is not a change
    await settle();
    expect(await abstracts(api)).toHaveLength(before);
    expect(session.creationId()).toBeNull();

    store.getState().setTitle('Gut microbes and vaccines');
    store.getState().setTopic(0, { title: 'Cohort' });
    await vi.waitFor(() => expect(session.status.getState().status).toBe('saved'));
    const id = session.creationId()!;
    const creation = await api.getCreation(id);
    expect(creation).toMatchObject({
      type: 'abstract',
      name: 'Gut microbes and vaccines',
      width: 1200,
      height: 1200,
    });
    const stored = parseSlideDocument(api.storedDocument(creation.slides[0]!.id, id));
    expect(stored.builder?.content.title).toBe('Gut microbes and vaccines');
    expect(stored.elements.find((element) => element.id === 'abstract-title')).toMatchObject({
      text: 'Gut microbes and vaccines',
    });
    session.dispose();
  });

  it('makes its creation in the team workspace it was opened for', async () => {
    const api = new MemoryFiguraApi();
    const create = vi.spyOn(api, 'createCreation');
    const team = '5f0c8d7e-3b2a-4c1d-9e8f-7a6b5c4d3e2f';
    const { store, session } = builder(api, { workspace: team });
    await session.open();
    store.getState().setTitle('Lab retreat abstract');
    await vi.waitFor(() => expect(session.status.getState().status).toBe('saved'));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ workspace: team }));
    session.dispose();
    // Without one, the author's own list (no workspace asked for).
    const own = new MemoryFiguraApi();
    const createOwn = vi.spyOn(own, 'createCreation');
    const mine = builder(own);
    await mine.session.open();
    mine.store.getState().setTitle('Mine');
    await vi.waitFor(() => expect(mine.session.status.getState().status).toBe('saved'));
    expect(createOwn.mock.calls[0]![0]).not.toHaveProperty('workspace');
    mine.session.dispose();
  });

  it('renames the creation after the title as the author changes it', async () => {
    const api = new MemoryFiguraApi();
    const { store, session } = builder(api);
    await session.open();
    store.getState().setTitle('First title');
    await vi.waitFor(() => expect(session.status.getState().status).toBe('saved'));
    store.getState().setTitle('Better title');
    await vi.waitFor(async () =>
      expect((await api.getCreation(session.creationId()!)).name).toBe('Better title'),
    );
    session.dispose();
  });

  it('reopens a creation with what the author chose and typed', async () => {
    const api = new MemoryFiguraApi();
    const first = builder(api, {}, 2);
    await first.session.open();
    first.store.getState().chooseColor(7);
    first.store.getState().setHighlight('Bifidobacteria predict antibody responses');
    first.store.getState().setTopic(3, { title: 'Immunity', description: 'Stronger responses' });
    const id = await first.session.save();
    first.session.dispose();

    const again = builder(api);
    await again.session.open({ creationId: id });
    const state = again.store.getState();
    expect(state.template.id).toBe(2);
    expect(state.color.id).toBe(7);
    expect(state.content.highlight).toBe('Bifidobacteria predict antibody responses');
    expect(state.topics[3]).toMatchObject({ title: 'Immunity', description: 'Stronger responses' });
    expect(again.session.creationId()).toBe(id);
    // Opening is not a change: nothing is written back.
    const revision = api.storedRevision(undefined, id);
    await settle();
    expect(api.storedRevision(undefined, id)).toBe(revision);
    again.session.dispose();
  });

  it('continues in the editor with sample words to type over, named by preflight and read back as empty', async () => {
    const api = new MemoryFiguraApi();
    const first = builder(api);
    await first.session.open();
    first.store.getState().setTitle('PD-1 blockade restores T-cell killing');
    const id = await first.session.saveForEditor();
    first.session.dispose();

    const creation = await api.getCreation(id);
    const stored = parseSlideDocument(api.storedDocument(creation.slides[0]!.id, id));
    const text = (elementId: string) =>
      stored.elements.find((element) => element.id === elementId) as { text?: string } | undefined;
    expect(text('abstract-title')?.text).toBe('PD-1 blockade restores T-cell killing');
    // Every field left empty shows the builder's words, as its preview did: no box without text.
    expect(text('abstract-topic-1-title')?.text).toBe('Topic 1');
    expect(text('abstract-highlight')?.text).toBeTruthy();
    const samples = stored.builder!.placeholders;
    expect(samples['abstract-topic-1-title']).toBe('Topic 1');
    expect(samples['abstract-title']).toBeUndefined();
    // Preflight names each one still there (a journal would get them), not the author's title.
    const named = preflight([stored], profileById('cell')).problems.filter(
      (problem) => problem.check === 'sample-text',
    );
    expect(named.map((problem) => problem.elementId).sort()).toEqual(Object.keys(samples).sort());
    expect(named.every((problem) => problem.severity === 'error')).toBe(true);
    expect(named.find((p) => p.elementId === 'abstract-topic-1-title')?.message).toBe(
      '“Topic 1” is the builder’s sample text, not yours: type over it or delete it before the figure goes to a journal.',
    );
    // Typed over in the editor, it is the author's; left alone, the builder reads it as empty.
    const edited = {
      ...stored,
      elements: stored.elements.map((element) =>
        element.id === 'abstract-topic-1-title' ? { ...element, text: 'Tumour' } : element,
      ),
    };
    expect(
      preflight([edited], profileById('cell')).problems.some(
        (problem) => problem.elementId === 'abstract-topic-1-title',
      ),
    ).toBe(false);
    await api.saveSlideContent(id, creation.slides[0]!.id, {
      revision: api.storedRevision(undefined, id)!,
      content: edited,
    });
    const again = builder(api);
    await again.session.open({ creationId: id });
    expect(again.store.getState().topics[0]).toMatchObject({ title: 'Tumour', description: '' });
    expect(again.store.getState().content.highlight).toBe('');
    again.session.dispose();
  });

  it('makes the same words for another journal: its size and smallest text, saved, and kept on reopening', async () => {
    const api = new MemoryFiguraApi();
    const first = builder(api, {}, 4);
    await first.session.open();
    first.store.getState().setTitle('PD-1 blockade restores T-cell killing');
    first.store.getState().setTopic(0, { title: 'Tumour', description: 'Shows PD-L1' });
    const id = await first.session.save();
    const cellTitle = first.session.documents
      .getState()
      .document.elements.find((element) => element.id === 'abstract-title');

    first.session.setProfile('elsevier');
    expect(first.session.profile.id).toBe('elsevier');
    expect(first.session.file).toMatchObject({ width: 1328, height: 531 });
    const { document } = first.session.documents.getState();
    expect(document).toMatchObject({ width: 1328, height: 531 });
    // Elsevier's 6 pt at 5 x 13 cm is 23 px: the title a step above it, not Cell's 67 px.
    const title = document.elements.find((element) => element.id === 'abstract-title');
    expect(title).toMatchObject({ type: 'textbox', text: 'PD-1 blockade restores T-cell killing' });
    expect(cellTitle).toMatchObject({ fontSize: 67 });
    expect(title?.type === 'textbox' && title.fontSize).toBeGreaterThanOrEqual(31);
    expect(first.session.check().passed).toBe(true);
    await vi.waitFor(async () =>
      expect((await api.getFirstSlide(id)).document).toMatchObject({ width: 1328, height: 531 }),
    );
    first.session.dispose();

    // Reopened where the author chooses the journal: made for Elsevier, opened for Elsevier.
    const chooser = builder(api);
    await chooser.session.open({ creationId: id, keepProfile: true });
    expect(chooser.session.profile.id).toBe('elsevier');
    expect(chooser.session.documents.getState().document).toMatchObject({ width: 1328 });
    chooser.session.dispose();
    // A journal's own builder opens it for that journal.
    const journal = builder(api);
    await journal.session.open({ creationId: id });
    expect(journal.session.profile.id).toBe('cell');
    journal.session.dispose();
  });

  it('refuses to open a creation the builder did not make, rather than overwrite it', async () => {
    const api = new MemoryFiguraApi({ document: createEmptyDocument(1200, 1200) });
    const { session } = builder(api);
    await expect(session.open({ creationId: api.creationId })).rejects.toBeInstanceOf(
      NotBuiltError,
    );
    session.dispose();
  });

  it('resumes the latest abstract it made, passing over others', async () => {
    const api = new MemoryFiguraApi();
    const made = builder(api);
    await made.session.open();
    made.store.getState().setTitle('Resume me');
    const id = await made.session.save();
    made.session.dispose();
    // A newer abstract made in the editor, not by the builder.
    await api.createCreation({ type: 'abstract', name: 'Drawn by hand' });

    const resumed = builder(api);
    await resumed.session.open({ resume: true });
    expect(resumed.session.creationId()).toBe(id);
    expect(resumed.store.getState().content.title).toBe('Resume me');
    resumed.session.dispose();
  });

  it('opens anew on an empty resume list read unchecked, and checks it afterwards', async () => {
    const api = new MemoryFiguraApi();
    const contractBroken = new ApiError(200, undefined);
    const check = vi.fn(() => Promise.reject(contractBroken));
    const { store, session } = builder(api);
    await session.open({
      resume: true,
      resumeList: Promise.resolve({ data: [], total: 0, check }),
    });
    expect(session.creationId()).toBeNull();
    expect(store.getState().content.title).toBe('');
    expect(check).not.toHaveBeenCalled();
    await expect(session.checkOpened()).rejects.toBe(contractBroken);
    // Checked once: nothing is left to check.
    await expect(session.checkOpened()).resolves.toBeUndefined();
    expect(check).toHaveBeenCalledTimes(1);
    session.dispose();
  });

  it('starts from a host’s state when it is one, and ignores one that is not', async () => {
    const api = new MemoryFiguraApi();
    const made = builder(api);
    await made.session.open();
    made.store.getState().chooseTemplate(4);
    made.store.getState().setTitle('From the host');
    const state = made.session.storedState();
    made.session.dispose();

    const host = builder(api);
    await host.session.open({ initialState: JSON.parse(JSON.stringify(state)) });
    expect(host.store.getState().template.id).toBe(4);
    expect(host.store.getState().content.title).toBe('From the host');
    expect(host.session.creationId()).toBeNull(); // nothing saved before a change
    host.session.dispose();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wrong = builder(api);
    await wrong.session.open({ initialState: JSON.parse('{"template":{"id":9}}') });
    expect(wrong.store.getState().template.id).toBe(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    wrong.session.dispose();
  });

  it('keeps the work when a save fails, says so, and saves it on the next try', async () => {
    const api = new MemoryFiguraApi();
    const { store, session } = builder(api);
    await session.open();
    store.getState().setTitle('Saved at last');
    await vi.waitFor(() => expect(session.status.getState().status).toBe('saved'));
    const seen: { status: string; error?: string }[] = [];
    session.status.subscribe(({ status, error }) => seen.push({ status, error }));
    api.failSaves = 1;
    store.getState().setHighlight('Kept while the API fails');
    await vi.waitFor(() => expect(seen.map((entry) => entry.status)).toContain('failed'));
    expect(seen.find((entry) => entry.status === 'failed')?.error).toBeTruthy();
    expect(store.getState().content.highlight).toBe('Kept while the API fails');
    await vi.waitFor(() => expect(session.status.getState().status).toBe('saved'));
    const stored = parseSlideDocument(api.storedDocument(undefined, session.creationId()!));
    expect(stored.builder?.content.highlight).toBe('Kept while the API fails');
    session.dispose();
  });
});

it('closes without making a creation when nothing changed, and saves what is pending', async () => {
  const api = new MemoryFiguraApi();
  const before = (await abstracts(api)).length;
  const idle = builder(api, { debounceMs: 10_000 });
  await idle.session.open();
  await idle.session.close();
  expect(await abstracts(api)).toHaveLength(before);

  const busy = builder(api, { debounceMs: 10_000 });
  await busy.session.open();
  busy.store.getState().setTitle('Typed just before leaving');
  await busy.session.close();
  const [latest] = await abstracts(api);
  expect(latest!.name).toBe('Typed just before leaving');
});

it('measures text once the face is there, without taking that for the author’s change', async () => {
  const api = new MemoryFiguraApi();
  const before = (await abstracts(api)).length;
  const { store, session } = builder(api);
  await session.open();
  store.getState().setTitle('Measured');
  const estimated = session.documents.getState().document;
  const size = (doc: typeof estimated) =>
    doc.elements.find((element) => element.id === 'abstract-title')!;
  // Cell names Arial: the texts are set in Arimo, and only Arimo's measure lays them out again.
  expect(session.fontFamily).toBe('Arimo');
  expect(size(estimated)).toMatchObject({ fontFamily: 'Arimo' });
  session.setTextMeasure((text, fontSize) => text.length * fontSize * 0.3, 'Inter');
  expect(session.documents.getState().document).toBe(estimated);
  // A face much narrower than the estimate: the same words fit larger.
  session.setTextMeasure((text, fontSize) => text.length * fontSize * 0.3, 'Arimo');
  const measured = session.documents.getState().document;
  expect(measured).not.toBe(estimated);
  expect((size(measured) as { fontSize: number }).fontSize).toBeGreaterThanOrEqual(
    (size(estimated) as { fontSize: number }).fontSize,
  );
  // The title typed before is still the author's change to save; the measure adds none.
  await vi.waitFor(() => expect(session.status.getState().status).toBe('saved'));
  expect(await abstracts(api)).toHaveLength(before + 1);

  const idle = builder(api);
  await idle.session.open();
  idle.session.setTextMeasure((text, fontSize) => text.length * fontSize * 0.3, 'Arimo');
  await settle();
  expect(idle.session.creationId()).toBeNull();
  expect(await abstracts(api)).toHaveLength(before + 1);
  session.dispose();
  idle.session.dispose();
});

describe('exporting to the journal', () => {
  it('checks with the journal’s profile first and stops before any download on a problem', async () => {
    const api = new MemoryFiguraApi();
    const startExport = vi.spyOn(api, 'startExport');
    const { session } = builder(api);
    await session.open();
    // A slide far smaller than Cell's 1200 x 1200 px square: the file check must stop it.
    session.documents.setState({ document: createEmptyDocument(600, 300) });
    const error = await session.exportFile().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuilderPreflightError);
    const { problems } = (error as BuilderPreflightError).result;
    expect(problems.map((problem) => problem.check)).toContain('pixel-size');
    expect(startExport).not.toHaveBeenCalled();
    expect(session.creationId()).toBeNull();
    session.dispose();
  });

  it('downloads the profile’s file at its size and DPI, checked by the API too', async () => {
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const api = new MemoryFiguraApi({ renderPng: async () => png });
    const startExport = vi.spyOn(api, 'startExport');
    const { store, session } = builder(api, { profile: 'visual-abstract' }, 4);
    await session.open();
    store.getState().setTitle('Wide');
    const progress: number[] = [];
    const exported = await session.exportFile({
      anyway: !session.check().passed,
      onProgress: (status) => progress.push(status.progress),
    });
    expect(exported).toMatchObject({
      format: 'png',
      width: 1200,
      height: 675,
      fileName: 'Wide.png',
    });
    expect(exported.file).toBe(png);
    expect(exported.document.width).toBe(1200);
    expect(progress.length).toBeGreaterThan(0);
    expect(startExport.mock.calls[0]![0]).toMatchObject({
      kind: 'slide',
      creationId: session.creationId(),
      input: { format: 'png', width: 1200, unit: 'px' },
    });
    session.dispose();
  });

  it('says why a download failed, so the author can try again', async () => {
    const api = new MemoryFiguraApi();
    const { store, session } = builder(api);
    await session.open();
    store.getState().setTitle('TIFF please');
    // This in-memory API cannot make TIFF: the failure reaches the caller with its message.
    const error = await session.exportFile({ anyway: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/TIFF/);
    session.dispose();
  });
});

it('sets texts in the face the journal names, and in Inter for one that names none', async () => {
  const { store, session } = builder(new MemoryFiguraApi());
  await session.open();
  store.getState().setTitle('Faces');
  const title = () =>
    session.documents
      .getState()
      .document.elements.find((element) => element.id === 'abstract-title');
  expect(title()).toMatchObject({ fontFamily: 'Arimo' });
  session.setProfile('elsevier');
  expect(session.fontFamily).toBe('Inter');
  expect(title()).toMatchObject({ fontFamily: 'Inter' });
  await session.close();
});
