// @figura/sdk-core/builder: the graphical-abstract builder's core (issue 12): its state and one
// store per builder, the 5 templates with their gallery images, the 7 colour pairs, the one
// document built from the state (and the state read back from it) and the suggestions. No
// framework, no DOM, no zod: the builder's first frame loads it; documents validate with the
// slide schema (`builder` is an optional field of it).
export {
  ABSTRACT_SIZES,
  type AbstractSize,
  type AbstractSizeName,
  type BuilderColor,
  type BuilderColorId,
  type BuilderContent,
  type BuilderContentState,
  type BuilderLogo,
  type BuilderState,
  type BuilderSuggestions,
  type BuilderTemplate,
  type BuilderTemplateId,
  type BuilderTopic,
  type CurrentHighlight,
  type HighlightName,
  type LibrarySearchFunction,
  type TopicHighlightName,
  type TopicIllustration,
} from './types';
export type {
  BuilderActions,
  BuilderStore,
  BuilderStoreOptions,
  BuilderStoreState,
  LogoProblem,
  TopicPatch,
} from './store-types';
export { contentOf, createBuilderStore } from './store';
export {
  arrangeTopics,
  builderColor,
  builderColors,
  emptyTopic,
  fromStoredBuilderState,
  initialContentState,
  toStoredBuilderState,
  type ToStoredOptions,
} from './state';
export {
  builderTemplate,
  builderTemplates,
  highlightImage,
  svgDataUrl,
  templatePreviewSvg,
  type PreviewOptions,
} from './images';
export {
  buildAbstract,
  buildAbstractDocument,
  type BuildAbstractOptions,
  type BuiltAbstractDocument,
} from './document';
export { planAbstractText, type TextOverflow } from './text-plan';
export { builderPreview, previewWithOverflows, TOO_LONG_OUTLINE } from './overflow-preview';
export { builderStateFromDocument, storedBuilderStateFromDocument } from './from-document';
export { ABSTRACT_IDS, type TopicPart } from './element-ids';
export { layoutOf } from './layouts/layouts';
export type {
  AbstractLayout,
  Box,
  ConnectorSlot,
  HighlightSlot,
  Point,
  TopicSlot,
} from './layouts/kit';
export { cleanLogo } from './logo';
export {
  createCanvasTextMeasure,
  estimateTextWidth,
  fitText,
  wrapText,
  type FittedText,
  type MeasuringContext,
  type TextMeasure,
} from './text-fit';
export {
  createSuggester,
  EMPTY_SUGGESTIONS,
  type Suggester,
  type SuggesterOptions,
} from './suggest/suggester';
export { suggestFromText, type TextSuggestions } from './suggest/text';
export { rankColorPairs, illustrationColours } from './suggest/colors';
export { rankTemplates } from './suggest/templates';
export {
  BUILDER_COLOR_PAIRS,
  BUILDER_TEMPLATE_IDS,
  BUILDER_TEMPLATE_TOPICS,
  BUILDER_TEXT_LIMITS,
  MAX_BUILDER_TOPICS,
} from '../schema/document/constants';
export type {
  StoredBuilderState,
  StoredTopic,
  StoredTopicIllustration,
} from '../schema/document/builder-state';
export { colorName, logoProblemMessage, templateDescription, templateName } from './labels';
export { englishCommonTranslator } from './english';
export {
  BuilderPreflightError,
  NotBuiltError,
  createBuilderSession,
  overflowsIn,
  type BuiltAbstract,
  type BuilderExport,
  type BuilderOpenOptions,
  type BuilderSession,
  type BuilderSessionOptions,
  type BuilderSessionState,
} from './session';
export { RESUME_QUERY } from './resume-query';
export { checkJournalFile, exportJournalFile, type JournalFileRequest } from './journal-file';
export {
  createExportFlow,
  type ExportFlow,
  type ExportFlowOptions,
  type ExportFlowState,
  type ExportPhase,
} from './export-flow';
export { builderFieldOf, minFontSizeFor, type BuilderField } from './journal';
export { TEXT_ROLES, type TextRole } from './text-roles';
export { withOverflowProblems } from './overflow-problems';
export type { LayoutOptions } from './layouts/kit';
