/** Business constants of the product spec (§5, §9) that the document model depends on. */

/**
 * Every element type drawn from a data file or table (scientific-kinds.ts), in the Insert bar's
 * order. Here, with the other element types, so this file imports nothing.
 */
export const SCIENTIFIC_TYPES = [
  'nucleic_acid',
  'membrane',
  'well_plate',
  'gel',
  'plasmid_map',
  'gene_structure',
  'phylo_tree',
  'survival_curve',
  'timeline',
] as const;
export type ScientificType = (typeof SCIENTIFIC_TYPES)[number];

/** Canvas width and height bounds in px (spec §5). */
export const CANVAS_MIN = 100;
export const CANVAS_MAX = 2500;

/** The heads at a line's or connector's ends. */
export const ARROW_HEADS = ['none', 'triangle', 'open', 'circle', 'diamond', 'bar'] as const;
export type ArrowHead = (typeof ARROW_HEADS)[number];

/** How a line, an arrow or a connector is stroked. */
export const STROKE_DASHES = ['solid', 'dashed', 'dotted'] as const;
export type StrokeDash = (typeof STROKE_DASHES)[number];

/** The widths a line, an arrow or a connector may have, in px (zod-free: editors read it). */
export const STROKE_WIDTH_RANGE = { min: 0.5, max: 500 } as const;

/** Centimetre to pixel factor (spec §9). */
export const CM_TO_PX = 28.35;
/** Centimetres to the inch: a width in cm is drawn at the dpi through it. */
export const CM_PER_INCH = 2.54;
/**
 * A slide's px printed at their own size: the canvas's centimetres (CM_TO_PX) are the print's,
 * so 72 px an inch (a PDF point each); downloads, print sizes and checks all read it.
 */
export const SLIDE_PIXELS_PER_INCH = Math.round(CM_TO_PX * CM_PER_INCH);

export const CREATION_TYPES = ['abstract', 'slide', 'infographic', 'poster', 'custom'] as const;
export type CreationType = (typeof CREATION_TYPES)[number];

/** The orders of a creation list: last edited first, by name, newest made first. */
export const CREATION_SORTS = ['edited', 'name', 'created'] as const;
export type CreationSort = (typeof CREATION_SORTS)[number];

/** Default canvas size per creation type, within CANVAS_MIN..CANVAS_MAX. */
export const DEFAULT_CANVAS_SIZE: Record<CreationType, { width: number; height: number }> = {
  abstract: { width: 1200, height: 600 },
  slide: { width: 1920, height: 1080 },
  infographic: { width: 1080, height: 1920 },
  poster: { width: 1768, height: 2500 },
  custom: { width: 1000, height: 1000 },
};

/** Every element type of spec §9; `activeSelection` is UI state and is never stored. */
export const ELEMENT_TYPES = [
  'shape',
  'dynamic_shape',
  'DynamicLine',
  'right_angle_line',
  'illustration',
  'icon',
  'activeSelection',
  'group',
  'molecule',
  'arrow',
  'textbox',
  'upload',
  'chart',
  'generation',
  'svg_part',
  'rect',
  'circle',
  'path',
  'polygon',
  'line',
  ...SCIENTIFIC_TYPES,
] as const;
export type ElementTypeName = (typeof ELEMENT_TYPES)[number];

export const TEXT_ALIGNMENTS = ['left', 'right', 'center', 'justify'] as const;
/** "numered" is the spec's spelling and is kept as stored data. */
export const LIST_STYLES = ['normal', 'bullet', 'numered'] as const;

/** Largest number of elements one slide may hold; keeps a single write bounded. */
export const MAX_ELEMENTS_PER_SLIDE = 20000;

/**
 * Largest slide document, as JSON, one write may store: a REST save's body, and what a
 * co-editing room may hold (thousands of elements, inline SVG icons).
 */
export const MAX_SLIDE_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const SLIDE_TOO_LARGE_MESSAGE = `A slide may hold at most ${MAX_SLIDE_DOCUMENT_BYTES / 1024 / 1024} MB: split it over several slides, or use smaller images.`;

/** A creation's name, in characters. */
export const MAX_CREATION_NAME = 200;

/** An element's or a slide's alternative text (a sentence or two; screen readers read it whole). */
export const MAX_ALT_TEXT = 2000;
/** A slide's long description (a few paragraphs). */
export const MAX_DESCRIPTION = 20000;

/**
 * Stands for a creation's first slide in GET /user-creations/{id}/slide/first/content, so that
 * opening a creation can ask for its first slide at the same time as for the creation.
 */
export const FIRST_SLIDE = 'first';

/** The basic-shape library; each kind is drawn from a path in sdk-core's geometry/shapes. */
export const SHAPE_KINDS = [
  'triangle',
  'right_triangle',
  'diamond',
  'pentagon',
  'hexagon',
  'octagon',
  'star',
  'heart',
  'cloud',
  'cross',
  'speech_bubble',
  'parallelogram',
  'trapezoid',
  'cylinder',
  'chevron',
  'arrow_right',
] as const;

/** Shapes whose parameters stay adjustable after they are added. */
export const DYNAMIC_SHAPE_KINDS = ['rounded_rect', 'star', 'block_arrow', 'polygon'] as const;

/**
 * The graphical-abstract builder's templates (spec §3): template id -> its number of topics.
 * Template 1 has 6 topics; templates 2 and 3 have 4; templates 4 and 5 have 3.
 */
export const BUILDER_TEMPLATE_TOPICS = { 1: 6, 2: 4, 3: 4, 4: 3, 5: 3 } as const;
export type BuilderTemplateId = keyof typeof BUILDER_TEMPLATE_TOPICS;
export const BUILDER_TEMPLATE_IDS = [1, 2, 3, 4, 5] as const satisfies readonly BuilderTemplateId[];
/** The most topics any builder template has. */
export const MAX_BUILDER_TOPICS = 6;

/** The builder's colour pairs (spec §3), primary then secondary, by id 1..7. */
export const BUILDER_COLOR_PAIRS = [
  { id: 1, primary: '#8DADCB', secondary: '#8FD6F0' },
  { id: 2, primary: '#58227E', secondary: '#C1ABD2' },
  { id: 3, primary: '#EC4215', secondary: '#FBD2CE' },
  { id: 4, primary: '#3AA036', secondary: '#DDE8B5' },
  { id: 5, primary: '#008ACE', secondary: '#C5E9F4' },
  { id: 6, primary: '#81197C', secondary: '#9FCE54' },
  { id: 7, primary: '#040D4D', secondary: '#ED9C1C' },
] as const;
export type BuilderColorId = (typeof BUILDER_COLOR_PAIRS)[number]['id'];

/** How long the builder's texts may be (characters): a graphical abstract is read at a glance. */
export const BUILDER_TEXT_LIMITS = {
  title: 200,
  highlight: 240,
  topicTitle: 80,
  topicDescription: 240,
  logoName: 255,
} as const;

/** What a share lets its person do with a creation (spec §7): change it, or read and comment. */
export const SHARE_PERMISSIONS = ['editor', 'commentor'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];

/** What the caller may do with a creation, as its reply says (`access`). */
export const CREATION_ACCESS_LEVELS = ['owner', ...SHARE_PERMISSIONS] as const;
export type CreationAccessLevel = (typeof CREATION_ACCESS_LEVELS)[number];

/**
 * What a picture is, for print: a photograph (halftone), a photograph with lettering or lines on
 * it (combination), or line art (a drawing, graph or diagram in flat colours). Publishers ask more
 * pixels of each in turn (preflight's resolution check).
 */
export const PICTURE_KINDS = ['photo', 'combination', 'line-art'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/**
 * An upload no creation names is collected this many days after it was uploaded (with the plans'
 * quotas, but here: the editor says it when an upload does not fit, without the plans' tables).
 */
export const UNUSED_UPLOAD_DAYS = 30;

/** The icon picker's sets: Health Icons, Medical Icons (hospital departments), Fluent emoji (flat). */
export const ICON_SETS = ['healthicons', 'medical-icon', 'fluent-emoji-flat'] as const;
export type IconSetId = (typeof ICON_SETS)[number];
/** Sets drawn in their own colours (emoji): an icon of one is placed with `fill` null. */
export const MULTICOLOUR_ICON_SETS: ReadonlySet<IconSetId> = new Set(['fluent-emoji-flat']);

/** A library item's id, `<source>/<slug>`: lower-case letters, digits and dashes; stable across imports. */
export const LIBRARY_ITEM_ID = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;
