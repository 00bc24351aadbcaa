import { useEffect, useRef, useState } from 'react';
import type { FiguraApi, ReceivedCreationList } from '@figura/sdk-core/api';
import {
  NotBuiltError,
  createBuilderSession,
  createCanvasTextMeasure,
  createBuilderStore,
  createExportFlow,
  type BuilderSession,
  type BuilderStore,
  type BuilderTemplateId,
  type ExportFlow,
  type StoredBuilderState,
} from '@figura/sdk-core/builder';
import { errorText } from '@figura/sdk-core/api';
import {
  BUILDER_NAMESPACES,
  translator,
  whenTranslated,
  type FiguraI18n,
} from '@figura/sdk-core/i18n';
import {
  createThumbnailQueue,
  findIllustrationsThenIcons,
  type ThumbnailQueue,
} from '@figura/sdk-core/library-search';
import { isPartnerProfileId, type JournalProfile } from '@figura/sdk-core/preflight';
import type { JournalProfileId } from '@figura/sdk-core/schema';
import { whenIdle } from '../canvas/idle';
import { fetchLibraryData } from '../panels/library/library-data';
import { loaded } from '../panels/library/use-library';
import type { BuilderExportDetail, BuilderProfile, BuilderStateInput } from './types';

/** Everything one builder's views read and drive. */
export interface BuilderModel {
  api: FiguraApi;
  store: BuilderStore;
  session: BuilderSession;
  exports: ExportFlow;
  /** Whether the author chooses the journal (the session's setProfile). */
  chooseJournal: boolean;
  onJournalChange: (profile: JournalProfileId) => void;
  /** The library's thumbnails, fetched as they are shown (six at a time), remembered. */
  thumbnails: ThumbnailQueue;
}

export type BuilderLoadState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; model: BuilderModel };

export interface UseBuilderOptions {
  api: FiguraApi;
  i18n: FiguraI18n;
  profile: BuilderProfile;
  creationId?: string;
  resume?: boolean;
  resumeList?: Promise<ReceivedCreationList>;
  initialState?: BuilderStateInput;
  initialTemplate?: number;
  workspace?: string;
  allowExportAnyway: () => boolean;
  chooseJournal?: boolean;
  onJournalChange?: (profile: JournalProfileId) => void;
  onExport: (detail: BuilderExportDetail) => void;
  /** What opening read unchecked (an empty resume list) failed its check, once on screen. */
  onLateLoadError: (message: string) => void;
}

const TEMPLATE_IDS: readonly number[] = [1, 2, 3, 4, 5];

/**
 * Makes one builder (its store, its session with the API, its export flow) and opens what it
 * was asked to: a creation, the latest abstract, or a new one; its strings load meanwhile. The
 * library's search index loads once the builder is on screen and the browser is idle, and then
 * feeds the illustrations suggested per topic. Everything is this builder's own: two on a page
 * share nothing.
 */
export function useBuilder(
  root: { current: HTMLElement | null },
  options: UseBuilderOptions,
): BuilderLoadState {
  const [state, setState] = useState<BuilderLoadState>({ kind: 'loading' });
  const latest = useRef(options);
  latest.current = options;
  const { api, i18n, creationId, resume } = options;
  // A whole profile is read when the builder opens: its id alone reopens it (hosts often make a
  // new object on every render).
  const profileKey = typeof options.profile === 'string' ? options.profile : options.profile.id;

  useEffect(() => {
    const { initialState, initialTemplate, resumeList, workspace } = latest.current;
    const view = root.current?.ownerDocument.defaultView ?? null;
    const t = translator(i18n, 'builder');
    const templateId = TEMPLATE_IDS.includes(initialTemplate ?? 0)
      ? (initialTemplate as BuilderTemplateId)
      : undefined;
    let live = true;
    let session: BuilderSession | undefined;
    let store: BuilderStore | undefined;
    setState({ kind: 'loading' });

    /** The builder's parts, once its strings are here (the document's placeholders are words). */
    const make = (profile: JournalProfileId | JournalProfile) => {
      store = createBuilderStore({ templateId });
      session = createBuilderSession({
        api,
        store,
        profile,
        t: translator(i18n, 'common'),
        preflightT: translator(i18n, 'editor'),
        untitledName: t('untitled'),
        ...(workspace && { workspace }),
        timers: view
          ? {
              setTimeout: (callback, ms) => view.setTimeout(callback, ms),
              clearTimeout: (handle) => view.clearTimeout(handle as number),
            }
          : undefined,
      });
      const exports = createExportFlow({
        session,
        allowAnyway: () => latest.current.allowExportAnyway(),
        onExport: (exported) => latest.current.onExport(exported),
      });
      const thumbnails = createThumbnailQueue((id) => api.getLibraryThumbnail(id));
      const { chooseJournal = false } = latest.current;
      const onJournalChange = (id: JournalProfileId) => {
        session?.setProfile(id);
        // A journal that names another face: its files, then its measure.
        if (session) measureWithTheFace(session);
        latest.current.onJournalChange?.(id);
      };
      return { api, store, session, exports, chooseJournal, onJournalChange, thumbnails };
    };

    whenTranslated(i18n, BUILDER_NAMESPACES)
      .then(async () => {
        const journal = await journalProfile(api, latest.current.profile);
        if (!live) return;
        const model = make(journal);
        await model.session.open({
          creationId,
          resume,
          resumeList,
          initialState: initialState as StoredBuilderState | undefined,
          keepProfile: model.chooseJournal,
        });
        if (!live) return;
        setState({ kind: 'ready', model });
        // After the first step is on screen: what opening read unchecked (validating it evaluates
        // the schemas), the faces to measure text with, then the library.
        void whenIdle(view, 500)
          .then(() => (live ? model.session.checkOpened() : undefined))
          .catch((error: unknown) => {
            if (live) latest.current.onLateLoadError(errorText(error, t));
          });
        measureWithTheFace(model.session);
        loadLibrarySearch(model.store);
      })
      .catch((error: unknown) => {
        const message = error instanceof NotBuiltError ? t('errors.notBuilt') : errorText(error, t);
        if (live) setState({ kind: 'failed', message });
      });
    /** The library's index (about a megabyte) once the browser is idle, for the suggestions. */
    const loadLibrarySearch = (into: BuilderStore) =>
      void whenIdle(view, 1500)
        .then(() => (live ? fetchLibraryData(api) : undefined))
        .then((data) => {
          if (!live || !data) return;
          const { search } = loaded(data);
          into
            .getState()
            .setLibrarySearch((query, limit) => findIllustrationsThenIcons(search, query, limit));
        })
        .catch(() => undefined); // suggestions without illustrations; the picker says why
    /**
     * Text is fitted with the estimate until the builder's face (Inter) has loaded, then measured
     * on a canvas with it: set as large as it really fits, as a journal's smallest size needs.
     */
    const measureWithTheFace = (into: BuilderSession) => {
      const doc = root.current?.ownerDocument;
      if (!doc) return;
      void whenIdle(view, 500)
        .then(() => import('../fonts/editor-fonts'))
        .then((fonts) => fonts.loadFontsForDocument(doc, into.documents.getState().draft))
        .then(() => {
          // The face of the draft just loaded: the journal's, or Inter.
          const family = into.fontFamily;
          const context = doc.createElement('canvas').getContext('2d');
          if (live && context)
            into.setTextMeasure(createCanvasTextMeasure(context, family), family);
        })
        .catch(() => undefined); // the estimate stays: text a little smaller, never overflowing
    };
    return () => {
      live = false;
      store?.getState().setLibrarySearch(null);
      // Saves what is pending (a failure is what the author saw last), then lets go.
      void session?.close().catch(() => undefined);
    };
  }, [root, api, i18n, profileKey, creationId, resume]);

  return state;
}

/** A journal partner's own profile (`partner-<id>`) is read from the API; the others are at hand. */
export async function journalProfile(
  api: FiguraApi,
  profile: BuilderProfile,
): Promise<JournalProfileId | JournalProfile> {
  return typeof profile === 'string' && isPartnerProfileId(profile)
    ? api.getJournalProfile(profile)
    : (profile as JournalProfileId | JournalProfile);
}
