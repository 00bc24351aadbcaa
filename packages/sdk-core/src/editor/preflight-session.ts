import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Translate } from '../i18n/create-i18n';
import {
  PREFLIGHT_PROFILES,
  isProfileId,
  profileById,
  type CustomProfileInput,
  type JournalProfile,
} from '../preflight/profiles';
import type { checkSlides } from '../preflight/check';
import type { ArticleLicence } from '../preflight/rights-checks';
import type { PreflightProblem, PreflightResult } from '../preflight/types';
import type { CreationType } from '../schema/document/constants';
import type { SlideDocument } from '../schema/document/document';
import type { EditorStore } from '../stores/editor-store';
import type { AutosaveTimers } from './autosave';
import type { CameraPort } from './camera';
import { resizedAroundCentre, setCanvasBackground } from './canvas-commands';
import {
  journalChoice,
  preflightChoiceOf,
  type ChosenProfileId,
  type PreflightChoice,
} from './preflight-choice';
import { exportPlan, type PlannedFile, type ProfileFileExporter } from './preflight-files';

export { startingProfile } from './preflight-choice';

export interface PreflightState {
  /** The registry's profile chosen, `custom`, or a journal partner's own (`partner-<id>`). */
  profileId: ChosenProfileId;
  /** The user's own profile (used when profileId is `custom`). */
  custom: CustomProfileInput;
  /** The article's licence, once chosen: each item's licence is checked against it. */
  articleLicence: ArticleLicence | null;
  /**
   * The person chose the profile, or the slide has its journal's size; false while a graphical
   * abstract is checked against the default journal (the panel says so).
   */
  chosen: boolean;
  /** The open slide's problems under the chosen profile; null until checked. */
  result: PreflightResult | null;
  /** An edit is waiting for its check (debounced). */
  pending: boolean;
  /** Profiles beyond the registry's: journal partners' own, as the API lists them. */
  others: readonly JournalProfile[];
}

/** How long after the last edit the open slide is checked again. */
export const PREFLIGHT_DEBOUNCE_MS = 150;

/**
 * The Preflight panel's logic, one per editor: the profile chosen (kept in the slide, so it
 * outlives a reload; an undo takes a choice back), the open slide's problems, kept current while
 * watched, selecting the element at fault, and the files the profile asks for.
 */
export interface PreflightSession {
  readonly state: StoreApi<PreflightState>;
  profile(): JournalProfile;
  /**
   * The profile the figure is being made for: the journal whose size the slide has, or the one the
   * person chose; null while preflight only checks against its default (new charts take its
   * smallest text only when there is one).
   */
  target(): JournalProfile | null;
  /** Every profile to choose from: the registry's, the user's own, then partners'. */
  profiles(): readonly JournalProfile[];
  /** Chooses a profile by id (one of profiles()); an unknown id changes nothing. */
  setProfile(id: string): void;
  setCustom(change: Partial<CustomProfileInput>): void;
  setArticleLicence(licence: ArticleLicence | null): void;
  /**
   * Applies a problem's one-click fix (`problem.fix`), one history entry named in `t`'s words
   * (the engine's); resolves false, changing nothing, when it has none, its element is gone or
   * the editor is read-only.
   */
  fix(problem: PreflightProblem, t: Translate): Promise<boolean>;
  /** Checks now, then again after each edit (debounced) until the returned stop is called. */
  watch(t: Translate): () => void;
  /** Selects the element at fault (its top-level element) and brings it into view. */
  reveal(problem: PreflightProblem): void;
  /** Who writes the profile's files: the editor's download unless a host sets its own. */
  exporter(): ProfileFileExporter;
  setExporter(exporter: ProfileFileExporter): void;
  /** The profile's files as the exporter can write them now. */
  plan(): PlannedFile[];
}

/** The checks, loaded on the first watch: they stay out of the editor's first frame. */
export type PreflightChecks = typeof checkSlides;
const loadChecks = () => import('../preflight/check').then((module) => module.checkSlides);

export interface PreflightSessionOptions {
  store: EditorStore;
  camera: Pick<CameraPort, 'revealSelection'>;
  exporter: ProfileFileExporter;
  timers?: Partial<AutosaveTimers>;
  debounceMs?: number;
  /** What the creation is (a poster is checked as itself, not as a journal's figure). */
  creationType?: CreationType;
  /** Where the checks come from (default: a lazily loaded chunk). */
  loadChecks?: () => Promise<PreflightChecks>;
  /**
   * Profiles beyond the registry's (journal partners' own, from the API), asked for with the
   * checks; where they cannot be read the registry's are offered alone.
   */
  loadProfiles?: () => Promise<readonly JournalProfile[]>;
  /** Names a choice's undo step (the engine's words); keys without. */
  t?: Translate;
}

export function createPreflightSession(options: PreflightSessionOptions): PreflightSession {
  const { store, camera } = options;
  const debounceMs = options.debounceMs ?? PREFLIGHT_DEBOUNCE_MS;
  const setTimer =
    options.timers?.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const clearTimer =
    options.timers?.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>));
  let exporter = options.exporter;
  const choiceOf = (document: SlideDocument) => preflightChoiceOf(document, options.creationType);
  // A slide at a journal's size is checked for that journal until the person chooses another.
  const starting = choiceOf(store.getState().document);
  const state = createStore<PreflightState>()(() => ({
    ...starting,
    result: null,
    pending: false,
    others: [],
  }));
  const profile = () => {
    const { profileId, custom, others } = state.getState();
    return (
      others.find((other) => other.id === profileId) ??
      profileById(isProfileId(profileId) ? profileId : 'cell', custom)
    );
  };
  const profiles = () => [...PREFLIGHT_PROFILES, ...state.getState().others];
  let othersAsked = false;
  const askForOthers = () => {
    if (othersAsked || !options.loadProfiles) return;
    othersAsked = true;
    const registry = new Set(PREFLIGHT_PROFILES.map((known) => known.id));
    options
      .loadProfiles()
      .then((listed) => {
        const others = listed.filter((other) => !registry.has(other.id));
        if (others.length) state.setState({ others });
      })
      // The registry's profiles are enough to work with.
      .catch(() => undefined);
  };
  /** The translator of the watch under way, if any: a profile change re-checks at once. */
  let watching: Translate | null = null;
  let checks: PreflightChecks | null = null;
  let loading: Promise<void> | null = null;
  const check = () => {
    if (!watching) return;
    if (!checks) {
      loading ??= (options.loadChecks ?? loadChecks)().then((loaded) => {
        checks = loaded;
        check();
      });
      return;
    }
    const { articleLicence } = state.getState();
    const result = checks([store.getState().document], profile(), {
      t: watching,
      ...(articleLicence ? { articleLicence } : {}),
    });
    state.setState({ result, pending: false });
  };

  const label = options.t ?? ((key: string) => key);
  /** Shows a choice and keeps it in the slide, as an undo step (a read-only slide: shown only). */
  const choose = (change: Partial<Omit<PreflightChoice, 'chosen'>>, mergeKey?: string) => {
    state.setState({ ...change, chosen: true });
    check();
    if (store.getState().readOnly) return;
    const journal = journalChoice(state.getState());
    store.getState().commit((doc) => ({ ...doc, journal }), label('history.journal'), { mergeKey });
  };
  // The slide's choice changes under the panel (an undo, a co-author, another slide): show it.
  store.subscribe((next, previous) => {
    if (next.document.journal === previous.document.journal) return;
    const shown = choiceOf(next.document);
    const current = state.getState();
    if (journalSame(shown, current) && shown.chosen === current.chosen) return;
    state.setState(shown);
    check();
  });

  return {
    state,
    profile,
    target: () => (state.getState().chosen ? profile() : null),
    profiles,
    setProfile(id) {
      if (id === state.getState().profileId) return;
      const known = profiles().find((candidate) => candidate.id === id);
      if (known) choose({ profileId: known.id as ChosenProfileId });
    },
    setCustom(change) {
      choose({ custom: { ...state.getState().custom, ...change } }, 'preflight-custom');
    },
    setArticleLicence(articleLicence) {
      if (articleLicence !== state.getState().articleLicence) choose({ articleLicence });
    },
    watch(t) {
      watching = t;
      askForOthers();
      check();
      let timer: unknown;
      const stopStore = store.subscribe((next, previous) => {
        if (next.document === previous.document) return;
        state.setState({ pending: true });
        if (timer !== undefined) clearTimer(timer);
        timer = setTimer(() => {
          timer = undefined;
          check();
        }, debounceMs);
      });
      return () => {
        stopStore();
        if (timer !== undefined) clearTimer(timer);
        if (watching === t) watching = null;
        state.setState({ pending: false });
      };
    },
    async fix(problem, t) {
      // A commentor's store refuses every commit: say so rather than report a fix made.
      if (store.getState().readOnly) return false;
      if (problem.fix === 'white-background') {
        setCanvasBackground(store, '#ffffff', t);
        return true;
      }
      if (problem.fix === 'slide-size') {
        // The journal's size: as good as choosing it, in the same step.
        state.setState({ chosen: true });
        const journal = journalChoice(state.getState());
        store
          .getState()
          .commit(
            (doc) => ({ ...resizedAroundCentre(doc, profile().canvas), journal }),
            t('history.canvasSize'),
          );
        return true;
      }
      const id = problem.elementId;
      if (!problem.fix || !id) return false;
      // An element's fix loads when first asked for, not with the editor.
      const { fixElement } = await import('./preflight-fixes');
      return fixElement(store, problem.fix, id, profile(), t);
    },
    reveal(problem) {
      if (!problem.elementId) return;
      const exists = store
        .getState()
        .document.elements.some((element) => element.id === problem.elementId);
      if (!exists) return;
      store.getState().select([problem.elementId]);
      camera.revealSelection();
    },
    exporter: () => exporter,
    setExporter(next) {
      exporter = next;
    },
    plan: () => exportPlan(profile(), exporter.formats),
  };
}

/** Whether two choices check alike. */
function journalSame(a: Omit<PreflightChoice, 'chosen'>, b: Omit<PreflightChoice, 'chosen'>) {
  return JSON.stringify(journalChoice(a)) === JSON.stringify(journalChoice(b));
}
