// Graphical abstracts in each journal's own shape: a theme drawn by the builder at the journal's
// design size, its text set at the journal's print sizes, kept only where nothing overflows and
// the journal's preflight finds no required problem. (Library templates were all 1200 x 600:
// none fit Cell's square or the narrow strips of Elsevier, ACS or IOP.)
import {
  BUILDER_COLOR_PAIRS,
  BUILDER_TEMPLATE_IDS,
  BUILDER_TEMPLATE_TOPICS,
  buildAbstract,
  initialContentState,
  minFontSizeFor,
  type BuilderContentState,
  type BuilderTemplateId,
} from '@figura/sdk-core/builder';
import {
  bundledFaceFor,
  JOURNAL_PROFILES,
  preflight,
  type JournalProfile,
} from '@figura/sdk-core/preflight';
import type { LibraryItem, SlideDocument } from '@figura/sdk-core/schema';
import { measuredFace } from '@figura/export/renderer';
import { THEME_STEPS, type TemplateTheme } from './themes.ts';

/** The journal profiles a graphical abstract is made for (not whole-page figures, not custom). */
export const ABSTRACT_JOURNALS: readonly JournalProfile[] = JOURNAL_PROFILES.filter(
  (profile) =>
    profile.kind === 'graphical-abstract' ||
    profile.kind === 'toc-graphic' ||
    profile.kind === 'visual-abstract',
);

/** The builder's templates a theme's steps fill (the six-topic grid needs more). */
const FILLABLE: readonly BuilderTemplateId[] = BUILDER_TEMPLATE_IDS.filter(
  (id) => BUILDER_TEMPLATE_TOPICS[id] <= THEME_STEPS,
);

/**
 * The least an illustration may shrink to, as a share of the slide's short side: below it the
 * builder made room for the words by drawing specks, and another of its templates does better.
 */
const LEAST_ILLUSTRATION = 0.15;

function themeState(
  theme: TemplateTheme,
  items: readonly LibraryItem[],
  templateId: BuilderTemplateId,
): BuilderContentState {
  const pair =
    BUILDER_COLOR_PAIRS.find((candidate) => candidate.primary === theme.primary) ??
    BUILDER_COLOR_PAIRS[0];
  const state = initialContentState(templateId, pair.id);
  return {
    ...state,
    content: { title: theme.title, highlight: theme.subtitle, logo: null },
    topics: state.topics.map((topic, i) => ({
      ...topic,
      title: theme.steps[i] ?? '',
      description: '',
      illustration: items[i] ?? null,
    })),
  };
}

export interface JournalTemplate {
  document: SlideDocument;
  builderTemplate: BuilderTemplateId;
  /** The library items it places, in the order of the document's illustrations. */
  items: readonly LibraryItem[];
}

/**
 * The theme for `journal`: the first of the builder's templates (tried from `start`, so the
 * themes of one journal differ) whose words all fit at the journal's sizes with illustrations one
 * can make out, and that passes its preflight; undefined when none does.
 */
export function journalTemplate(
  theme: TemplateTheme,
  items: readonly LibraryItem[],
  journal: JournalProfile,
  start = 0,
): JournalTemplate | undefined {
  const size = journal.canvas;
  // In the face the journal names (Arimo for Cell's Arial), as the builder sets it.
  const fontFamily = bundledFaceFor(journal) ?? 'Inter';
  const measureText = measuredFace(fontFamily);
  const file = journal.files[0]!;
  for (let i = 0; i < FILLABLE.length; i++) {
    const builderTemplate = FILLABLE[(start + i) % FILLABLE.length]!;
    const state = themeState(theme, items, builderTemplate);
    const built = buildAbstract(state, size, {
      minFontSize: minFontSizeFor(journal, size),
      measureText,
      fontFamily,
      placeholders: false,
    });
    if (built.overflows.length > 0) continue;
    const least = LEAST_ILLUSTRATION * Math.min(size.width, size.height);
    if (built.layout.topics.some((slot) => slot.illustration.width < least)) continue;
    const checked = preflight([built.document], journal, {
      width: file.width,
      unit: 'px',
      dpi: file.dpi,
      format: file.format,
    });
    if (!checked.passed) continue;
    const placed = state.topics.flatMap((topic) => {
      const item = items.find((candidate) => candidate.id === topic.illustration?.id);
      return item ? [item] : [];
    });
    return { document: built.document, builderTemplate, items: placed };
  }
  return undefined;
}
