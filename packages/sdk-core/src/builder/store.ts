// One graphical-abstract builder's state (spec §3, §4): a store per builder instance, never
// module state, so two builders on a journal's page share nothing. Suggestions follow the state.
import { createStore } from 'zustand/vanilla';
import {
  BUILDER_COLOR_PAIRS,
  BUILDER_TEMPLATE_IDS,
  BUILDER_TEXT_LIMITS,
} from '../schema/document/constants';
import { MAX_IMAGE_DATA_URL_LENGTH } from '../schema/document/image-data';
import { cleanLogo } from './logo';
import {
  builderColor,
  builderText,
  fromStoredBuilderState,
  initialContentState,
  templateChoice,
  validHighlight,
} from './state';
import type { BuilderStore, BuilderStoreOptions, BuilderStoreState } from './store-types';
import { createSuggester } from './suggest/suggester';
import type { BuilderContentState } from './types';

const isTemplateId = (id: unknown) => (BUILDER_TEMPLATE_IDS as readonly unknown[]).includes(id);
const isColorId = (id: unknown) => BUILDER_COLOR_PAIRS.some((pair) => pair.id === id);

/** A builder's store: its content, the suggestions drawn from it, and the modal's state. */
export function createBuilderStore(options: BuilderStoreOptions = {}): BuilderStore {
  const suggester = createSuggester({
    searchLibrary: options.searchLibrary ?? null,
    illustrationsPerTopic: options.illustrationsPerTopic,
  });
  const start = (): BuilderContentState =>
    options.initial
      ? fromStoredBuilderState(options.initial)
      : initialContentState(options.templateId, options.colorId);

  return createStore<BuilderStoreState>()((set, get) => {
    /** Applies a change to the content and recomputes the suggestions from the result. */
    const update = (change: (state: BuilderContentState) => Partial<BuilderContentState>) => {
      const state = get();
      const changed = change(state);
      set({ ...changed, suggestions: suggester.suggest({ ...contentOf(state), ...changed }) });
    };
    const initial = start();
    return {
      ...initial,
      suggestions: suggester.suggest(initial),
      modalOpen: false,
      selectedTemplate: null,

      chooseTemplate: (id) => {
        if (!isTemplateId(id)) return;
        update((state) => {
          const chosen = templateChoice(state, id);
          return {
            ...chosen,
            currentHighlight: {
              name: validHighlight(state.currentHighlight.name, chosen.template.topicsCount),
            },
          };
        });
        set({ selectedTemplate: id });
      },
      selectTemplate: (id) =>
        set({ selectedTemplate: id === null || isTemplateId(id) ? id : null }),
      chooseColor: (id) => {
        if (isColorId(id)) update(() => ({ color: builderColor(id) }));
      },
      setTitle: (title) =>
        update((state) => ({
          content: { ...state.content, title: builderText(title, BUILDER_TEXT_LIMITS.title) },
        })),
      setHighlight: (highlight) =>
        update((state) => ({
          content: {
            ...state.content,
            highlight: builderText(highlight, BUILDER_TEXT_LIMITS.highlight),
          },
        })),
      setLogo: (logo) => {
        if (logo === null) {
          update((state) => ({ content: { ...state.content, logo: null } }));
          return null;
        }
        if (logo.content.length > MAX_IMAGE_DATA_URL_LENGTH) return 'builder.logo.tooLarge';
        const cleaned = cleanLogo(logo);
        if (typeof cleaned === 'string') return cleaned;
        update((state) => ({ content: { ...state.content, logo: cleaned } }));
        return null;
      },
      setTopic: (index, patch) => {
        const state = get();
        if (!Number.isInteger(index) || index < 0 || index >= state.topics.length) return;
        update(({ topics }) => {
          const current = topics[index]!;
          const next = {
            title:
              patch.title === undefined
                ? current.title
                : builderText(patch.title, BUILDER_TEXT_LIMITS.topicTitle),
            description:
              patch.description === undefined
                ? current.description
                : builderText(patch.description, BUILDER_TEXT_LIMITS.topicDescription),
            illustration:
              patch.illustration === undefined ? current.illustration : patch.illustration,
          };
          return { topics: topics.map((topic, i) => (i === index ? next : topic)) };
        });
      },
      setCurrentHighlight: (name) =>
        set((state) => ({
          currentHighlight: { name: validHighlight(name, state.template.topicsCount) },
        })),
      openModal: (templateId) => {
        set({ modalOpen: true });
        if (templateId !== undefined) get().chooseTemplate(templateId);
      },
      closeModal: () => set({ modalOpen: false }),
      load: (stored) => update(() => fromStoredBuilderState(stored)),
      setLibrarySearch: (search) => {
        suggester.setSearch(search);
        update(() => ({}));
      },
      reset: () => {
        const fresh = initialContentState(options.templateId, options.colorId);
        set({
          ...fresh,
          suggestions: suggester.suggest(fresh),
          modalOpen: false,
          selectedTemplate: null,
        });
      },
    };
  });
}

/** The content part of a builder's state: what the document is built from. */
export function contentOf(state: BuilderContentState): BuilderContentState {
  return {
    template: state.template,
    color: state.color,
    content: state.content,
    topics: state.topics,
    topicsAside: state.topicsAside,
    currentHighlight: state.currentHighlight,
  };
}
