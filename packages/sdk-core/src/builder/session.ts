// One builder's link to the API (issue 12, items 3 and 5): the document it builds from the
// store, saved as the author works (a creation of type abstract, made at the first change;
// debounced autosave with retries, as the editor saves), reopened from a creation (its builder
// state read back from the slide), and exported to the journal's profile (preflight first, then
// the file through the API). No framework: the React builder is a shell over this.
import { createStore } from 'zustand/vanilla';
import { createAutosave, type Autosave } from '../editor/autosave';
import { createSlideSync, type SlideSync } from '../editor/slide-sync';
import {
  journalSizedAs,
  profileById,
  type JournalProfile,
  type JournalProfileId,
} from '../preflight/profiles';
import type { PreflightResult } from '../preflight/types';
import type { SlideDocument } from '../schema/document/document';
import { loadSchema } from '../schema/loader';
import { buildAbstract } from './document';
import { FONT_FAMILY } from './document-elements';
import { bundledFaceFor } from '../preflight/font-checks';
import { withOverflowProblems } from './overflow-problems';
import { overflowsPerTemplate } from './template-fit';
import { minFontSizeFor } from './journal';
import { RESUME_QUERY } from './resume-query';
import type { TextMeasure } from './text-fit';
import type { TextOverflow } from './text-plan';
import { storedBuilderStateFromDocument } from './from-document';
import { contentOf } from './store';
import { checkJournalFile, exportJournalFile } from './journal-file';
import type { BuilderContentState } from './types';

import {
  BuilderPreflightError,
  NotBuiltError,
  type BuilderSession,
  type BuilderSessionOptions,
  type BuilderSessionState,
  type BuiltAbstract,
} from './session-types';

export {
  BuilderPreflightError,
  NotBuiltError,
  overflowsIn,
  type BuilderExport,
  type BuilderOpenOptions,
  type BuilderSession,
  type BuilderSessionOptions,
  type BuilderSessionState,
  type BuiltAbstract,
} from './session-types';

/** The name a creation gets from the abstract's title (the API keeps 200 characters). */
const creationName = (title: string, untitled: string) =>
  title.replace(/\s+/g, ' ').trim().slice(0, 200) || untitled;

/** The parts of the content the document is built from: a focus move alone changes none. */
const sameContent = (a: BuilderContentState, b: BuilderContentState) =>
  a.template === b.template &&
  a.color === b.color &&
  a.content === b.content &&
  a.topics === b.topics &&
  a.topicsAside === b.topicsAside;

export function createBuilderSession(options: BuilderSessionOptions): BuilderSession {
  const { api, store, t } = options;
  // The journal: the abstract's size, its smallest text and its file (setProfile changes it).
  const profileOf = (given: JournalProfileId | JournalProfile) =>
    typeof given === 'string' ? profileById(given) : given;
  let profile = profileOf(options.profile);
  let file = profile.files[0]!;
  let size = profile.canvas;
  let minFontSize = minFontSizeFor(profile, size);
  // The face the journal names (Arimo for Cell's Arial), else the builder's own.
  let fontFamily = bundledFaceFor(profile) ?? FONT_FAMILY;
  const useProfile = (given: JournalProfileId | JournalProfile) => {
    profile = profileOf(given);
    file = profile.files[0]!;
    size = profile.canvas;
    minFontSize = minFontSizeFor(profile, size);
    fontFamily = bundledFaceFor(profile) ?? FONT_FAMILY;
  };
  /** Measures per face (setTextMeasure); the estimate until the face's one arrives. */
  const measures = new Map<string, TextMeasure>();
  const measureOf = () => measures.get(fontFamily);
  /** Each built document's overflows, for check(document). */
  const overflowsOf = new WeakMap<SlideDocument, readonly TextOverflow[]>();
  const build = (content: BuilderContentState): BuiltAbstract => {
    const { document, overflows } = buildAbstract(content, size, {
      t,
      minFontSize,
      measureText: measureOf(),
      fontFamily,
      placeholders: false,
    });
    overflowsOf.set(document, overflows);
    const draft = buildAbstract(content, size, {
      t,
      minFontSize,
      measureText: measureOf(),
      fontFamily,
    });
    return {
      document,
      draft: draft.document,
      overflows,
      draftOverflows: draft.overflows,
      content,
    };
  };

  let built = contentOf(store.getState());
  /** `open`'s resume list when it was read unchecked (checkOpened). */
  let uncheckedReply: (() => Promise<unknown>) | undefined;
  const documents = createStore<BuiltAbstract>()(() => build(built));
  const unsubscribe = store.subscribe((state) => {
    if (sameContent(state, built)) return;
    built = contentOf(state);
    documents.setState(build(built));
  });

  const status = createStore<BuilderSessionState>()(() => ({ status: 'idle', creationId: null }));
  let creation: Promise<{ id: string; sync: SlideSync }> | undefined;
  let namedAs = '';

  /** The creation the work goes to, made (once) when the first save needs it. */
  const ensureCreation = () => {
    creation ??= (async () => {
      namedAs = creationName(store.getState().content.title, options.untitledName);
      const made = await api.createCreation({
        type: 'abstract',
        name: namedAs,
        ...size,
        ...(options.workspace && { workspace: options.workspace }),
      });
      const slide = made.slides[0]!;
      status.setState({ creationId: made.id });
      return {
        id: made.id,
        sync: createSlideSync({
          api,
          creationId: made.id,
          slideId: slide.id,
          revision: slide.revision,
        }),
      };
    })();
    // A creation that could not be made is asked for again by the next save.
    creation.catch(() => (creation = undefined));
    return creation;
  };

  /** Renames the creation after the title, quietly (a failed rename is tried with the next save). */
  const rename = (id: string) => {
    const wanted = creationName(store.getState().content.title, options.untitledName);
    if (wanted === namedAs) return;
    namedAs = wanted;
    api.updateCreation(id, { name: wanted }).catch(() => (namedAs = ''));
  };

  const timers = options.timers;
  const autosave: Autosave = createAutosave({
    store: documents,
    target: {
      async save(document) {
        const { id, sync } = await ensureCreation();
        await sync.save(document);
        rename(id);
      },
    },
    debounceMs: options.debounceMs,
    retryDelaysMs: options.retryDelaysMs,
    timers,
    t,
  });
  const unsubscribeStatus = autosave.status.subscribe((state) => status.setState(state));

  const storedState = () => storedBuilderStateFromDocument(documents.getState().document)!;
  /** Whether open() reopens at the journal the creation was made for (its keepProfile). */
  let keepProfile = false;

  /** Shows the creation's builder state; false when its slide is not one the builder made. */
  const adopt = async (creationId: string): Promise<boolean> => {
    const first = await api.getFirstSlide(creationId);
    const stored = storedBuilderStateFromDocument(first.document);
    if (!stored) return false;
    const madeFor = keepProfile ? journalSizedAs(first.document) : undefined;
    if (madeFor) useProfile(madeFor);
    store.getState().load(stored);
    built = contentOf(store.getState());
    const rebuilt = build(built);
    documents.setState(rebuilt);
    // What was opened is what the server has: nothing to save until the author changes something.
    autosave.markSaved(rebuilt.document);
    namedAs = first.creation.name;
    creation = Promise.resolve({
      id: creationId,
      sync: createSlideSync({
        api,
        creationId,
        slideId: first.slide.id,
        revision: first.content.revision,
      }),
    });
    status.setState({ creationId });
    return true;
  };

  let disposed = false;
  const dispose = () => {
    if (disposed) return;
    disposed = true;
    unsubscribe();
    unsubscribeStatus();
    autosave.dispose();
  };

  const checks = new WeakMap<SlideDocument, PreflightResult>();
  const check = (document = documents.getState().document) => {
    let result = checks.get(document);
    if (!result) {
      result = withOverflowProblems(
        checkJournalFile(document, profile, options.preflightT),
        document,
        overflowsOf.get(document) ?? [],
        profile,
        options.preflightT,
      );
      checks.set(document, result);
    }
    return result;
  };

  const save = async () => {
    const { id, sync } = await ensureCreation();
    // A new creation holds an empty slide: write the abstract even when nothing changed.
    if (sync.revision() === 0 && !autosave.hasUnsavedChanges())
      await sync.save(documents.getState().document);
    await autosave.flush();
    return id;
  };

  /**
   * save(), or when fields are empty the draft in its place (one write, after any pending one):
   * the editor opens on the builder's sample words in them (remembered in the document as such)
   * rather than on boxes with nothing to type over. Preflight names any still there; the builder
   * reads them back as empty.
   */
  const saveForEditor = async () => {
    const { draft } = documents.getState();
    if (Object.keys(draft.builder?.placeholders ?? {}).length === 0) return save();
    const { id, sync } = await ensureCreation();
    await autosave.flush();
    await sync.save(draft);
    return id;
  };

  return {
    get profile() {
      return profile;
    },
    get size() {
      return size;
    },
    get file() {
      return file;
    },
    documents,
    status,

    overflowsPerTemplate: () =>
      overflowsPerTemplate(built, size, { minFontSize, measureText: measureOf(), t }),

    setProfile(id) {
      if (id === profile.id) return;
      useProfile(id);
      // The same words, laid out again at the journal's size and smallest text; saved like an edit.
      documents.setState(build(built));
    },

    async open(open = {}) {
      keepProfile = open.keepProfile === true;
      if (open.creationId) {
        if (!(await adopt(open.creationId))) throw new NotBuiltError(open.creationId);
        return;
      }
      if (open.resume) {
        const list = await (open.resumeList ??
          api.listCreations(RESUME_QUERY, { checkLater: true }));
        // Nothing of an unchecked (empty) list is used: it is checked once the builder is open.
        if (list.check) uncheckedReply = list.check;
        for (const candidate of list.data) if (await adopt(candidate.id)) return;
      }
      if (open.initialState) {
        const schemas = await loadSchema();
        const parsed = schemas.storedBuilderStateSchema.safeParse(open.initialState);
        if (parsed.success) {
          store.getState().load(parsed.data);
          // A host's state is the starting point, not a change: it is saved with the first one.
          built = contentOf(store.getState());
          const rebuilt = build(built);
          documents.setState(rebuilt);
          autosave.markSaved(rebuilt.document);
        } else
          globalThis.console?.warn(
            'Figura: the builder state given is not one',
            parsed.error.issues,
          );
      }
    },

    async checkOpened() {
      const check = uncheckedReply;
      uncheckedReply = undefined;
      await check?.();
    },

    creationId: () => status.getState().creationId,
    storedState,

    save,
    saveForEditor,
    check,
    get fontFamily() {
      return fontFamily;
    },
    setTextMeasure(measure, family = FONT_FAMILY) {
      measures.set(family, measure);
      if (family !== fontFamily) return; // kept for a journal that sets texts in it
      const pending = autosave.hasUnsavedChanges();
      const rebuilt = build(built);
      documents.setState(rebuilt);
      // Measured more precisely is not the author's change: saved with their next one.
      if (!pending) autosave.markSaved(rebuilt.document);
    },
    retryNow: () => autosave.retryNow(),
    async keepMine() {
      (await ensureCreation()).sync.keepMine();
      await autosave.retryNow();
    },
    async loadTheirs() {
      const theirs = await (await ensureCreation()).sync.loadTheirs();
      const stored = storedBuilderStateFromDocument(theirs);
      if (stored) store.getState().load(stored);
      built = contentOf(store.getState());
      const rebuilt = build(built);
      documents.setState(rebuilt);
      autosave.markSaved(rebuilt.document);
    },

    async exportFile({ anyway = false, onProgress, signal } = {}) {
      const document = documents.getState().document;
      const result = check();
      if (!result.passed && !anyway) throw new BuilderPreflightError(result);
      const creationId = await save();
      const { sync } = await ensureCreation();
      const sleep = timers
        ? (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms))
        : undefined;
      // The API checks the file against the journal's profile too, unless the author chose to
      // export anyway.
      return exportJournalFile({
        api,
        creationId,
        slideId: sync.slideId,
        document,
        profile,
        name: namedAs || options.untitledName,
        anyway,
        onProgress,
        signal,
        sleep,
      });
    },

    async close() {
      try {
        if (autosave.hasUnsavedChanges()) await autosave.flush();
      } finally {
        dispose();
      }
    },
    dispose,
  };
}
