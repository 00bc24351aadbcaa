// @figura/sdk-core/editor: the editor engine without React or fabric. createEditor opens a
// creation; views (the React editor, custom elements, tests) draw its store and feed input back.
export { createEditor, type CreateEditorOptions } from './create-editor';
// Types only: the commands load on first use (createEditor's exportFiles).
export type { ExportFilesOptions, ExportProgressOptions } from './export-commands';
export type {
  EditorEngine,
  EditorErrorDetail,
  EditorErrorKind,
  EditorEvents,
  FiguraEditor,
  SaveEventDetail,
} from './types';
export {
  DEFAULT_RETRY_DELAYS_MS,
  type AutosaveState,
  type AutosaveStatus,
  type AutosaveTimers,
} from './autosave';
export { SLIDES_WITH_HISTORY, type SlideDeckState } from './slide-deck';
export type { CameraDriver, CameraPort, CameraState } from './camera';
export {
  EDITOR_DIALOGS,
  INSPECTOR_TABS,
  SIDE_PANELS,
  type EditorDialog,
  type EditorPanels,
  type InspectorTab,
  type PanelsState,
  type SidePanel,
} from './panels';
export {
  PROPERTY_SETS,
  selectedProperties,
  type PropertySet,
  type SelectedProperties,
} from './selection-properties';
export type { CreationNaming, CreationNameState } from './creation-name';
export type { ImageGeneration, ImageGenerationState } from './image-generation';
export type { CreationCap, DownloadTerms, PlanAllowance, StorageRoom } from './plan-allowance';
export {
  allowanceUsedUp,
  countInOtherSlides,
  readCreationCap,
  readStorageRoom,
  uploadFits,
} from './plan-allowance';
export type { BackgroundRemoval, BackgroundRemovalState, PixelCodec } from './background-commands';
export {
  DEFAULT_BACKGROUND_REMOVAL,
  keptShare,
  removeBackground,
  type BackgroundRemovalOptions,
  type Pixels,
} from './background-removal';
export {
  removeHere,
  removeInWorker,
  type BackgroundRemover,
  type RemovalReply,
  type RemovalRequest,
  type RemovalWorker,
} from './background-remover';
export { serveBackgroundRemoval, type RemovalScope } from './background-removal-worker';
export {
  DRAW_TOOLS,
  constrainedEnd,
  drawnElement,
  drawnLineTargets,
  type ArmOptions,
  type DrawOptions,
  type DrawTools,
  type DrawToolState,
} from './draw-tools';
export { connectorTargetAt, type ConnectorTarget } from './connector-targets';
export { createMemoryClipboard, type ClipboardContent, type EditorClipboard } from './clipboard';
export {
  arrangeAvailability,
  createArrangeCommands,
  type ArrangeAvailability,
  type ArrangeCommands,
  type PasteResult,
} from './arrange-commands';
export { createAddedElement } from './added-elements';
export {
  createChartElement,
  createIconElement,
  createPastedImageElement,
  createPictureElement,
  createShapeElement,
  downloadFileName,
  type AddChoice,
  type PictureChoice,
  type IconChoice,
  type PickedImage,
  type ShapeTool,
} from './element-factories';
export { elementBox, placeNewElement, type SlideRect, type SlideView } from './placement';
export { createPastedTextElement, PASTED_TEXT_MAX } from './pasted-text';
export {
  addMolecule,
  loadChemistry,
  loadMoleculeCommands,
  setMoleculeSmiles,
  setMoleculeStyle,
  type ChemistryModule,
  type MoleculeCommandsModule,
  type MoleculeEditor,
  type NewMolecule,
} from './molecules';
export {
  createCreditsElement,
  creditsOf,
  holdsPicture,
  illustrationSwatches,
  insertCredits,
  recolourPart,
  resetColours,
  setHueShift,
  type ColourSwatch,
  type CreditsScope,
} from './illustration-commands';
export {
  createCreationWithLibraryItem,
  createLibraryIllustration,
  placeLibraryItem,
  type CreationWithItemApi,
  type SlidePoint,
} from './library-commands';
export { setCanvasBackground, setCanvasSize } from './canvas-commands';
export {
  draftSlideDescription,
  setElementAlt,
  setSlideAltText,
  type SlideAltText,
} from './alt-text-commands';
export { draftDescription, readingOrder } from '../describe/draft-description';
export { describedFigure, descriptionOutdated } from '../describe/described-figure';
export { slideDescription } from '../describe/slide-description';
export {
  LARGE_NUDGE,
  TOOL_KEYS,
  commandForKey,
  isMacPlatform,
  isTypingTarget,
  keyBelongsToTarget,
  nudgeDelta,
  textToggleForKey,
  toolForKey,
  type KeyCommand,
  type KeyLike,
} from './keyboard';
export { shortcutList, type ShortcutHelp } from './shortcut-list';
export { markOpenPhase, type OpenPhase } from './marks';
export {
  PREFLIGHT_DEBOUNCE_MS,
  createPreflightSession,
  type PreflightSession,
  type PreflightSessionOptions,
  type PreflightState,
} from './preflight-session';
// The profiles the session's panel lists (without the checks, which load on demand).
export {
  PREFLIGHT_FORMATS,
  PREFLIGHT_PROFILES,
  PROFILE_IDS,
  PROFILE_KINDS,
  isJournalProfileId,
  isProfileId,
  journalSizedAs,
  profileById,
  profileLabel,
  profilePrintSize,
  type CustomProfileInput,
  type JournalProfile,
  type ProfileId,
  type ProfileKind,
} from '../preflight/profiles';
export { chartTextSizesMeeting, onScreenTarget } from '../preflight/print-scale';
export { ARTICLE_LICENCES, type ArticleLicence } from '../preflight/rights-checks';
export {
  createApiFileExporter,
  exportPlan,
  fileSizeName,
  isServedProfile,
  scaleFor,
  type ApiExporterOptions,
  type PlannedFile,
  type ProfileFileExporter,
} from './preflight-files';
export {
  commandLabel,
  textCommandPatch,
  textState,
  type CaretRange,
  type TextCommand,
  type TextState,
  type ToggleKey,
} from '../text/text-commands';
export {
  SCRIPT,
  compactStyles,
  expandStyles,
  insertText,
  rescaleStyles,
  restyleRange,
  scriptOf,
  scriptStyle,
  sharedValue,
  styleIndex,
  textLength,
  toggleScript,
  type CharStyle,
  type ScriptKind,
  type StyleRun,
} from '../text/text-styles';
export {
  chartSizedFor,
  loadChartTools,
  slidePixelsPerUnit,
  updateChart,
  type ChartChange,
  type ChartTools,
} from './chart-commands';
export {
  createScientificElement,
  loadScientificTools,
  updateScientific,
  type ScientificChange,
  type ScientificTools,
  type ScientificUpdate,
} from './scientific-commands';
// Where a dragged protein would be seated in a membrane (the canvas shows it before the drop).
export { slotForDrop, type PlacedSlot } from '../schema/document/seats';
// Co-editing (the session itself loads on first use).
export type { EditorCollaboration } from './collaboration';
export type {
  CollabSessionState,
  CollabStatus,
  CollaborationOptions,
  NetworkEvents,
} from '../collab/session';
export type { Collaborator } from '../collab/presence';
export { connectorById, setConnectorStyle, type ConnectorStyle } from './connector-commands';
export {
  FILLED_SHAPE_TYPES,
  boxedElementById,
  colourInputValue,
  filledShapeById,
  iconById,
  setIconColour,
  frameOf,
  keepsProportionsByDefault,
  setElementFrame,
  setPictureKind,
  setShapeStyle,
  type BoxedElement,
  type ElementFrame,
  type FilledShape,
  type ShapeStyle,
} from './element-style-commands';
