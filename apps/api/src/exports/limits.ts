// Every limit of the server PNG export, in one place (docs/exports.md). The budgets are checked
// before drawing; the time limit stops a drawing the budgets did not foresee. Measured on a
// 2-core machine with fabric 7 on node-canvas: 8,000 SVG paths in one SVG drew in 4.1 s (24,000
// took 50.8 s: fabric's SVG parse is super-linear; illustrations and SVG uploads are drawn as
// images by librsvg instead, linear: 60,000 paths in 0.55 s), 8,000 circles 3.1 s, 2,000 SVG texts 2.8 s, 500 textboxes of 240
// characters 2.1 s, 20,000 rectangles 1.0 s, one path of 80,000 commands 0.7 s.

/** Largest export in pixels: 64 Mpx is about 256 MB of RGBA while it renders. */
export const MAX_EXPORT_PIXELS = 64_000_000;

/** Exports queued or drawing across all nodes; beyond this the API answers 503 with Retry-After. */
export const MAX_QUEUED_EXPORTS = 16;

/**
 * One account's share of the queue (docs/security.md: fair exports): at most
 * MAX_PENDING_EXPORTS_PER_ACCOUNT (sdk-core, with its message) of its exports queued or drawing
 * (more answer 429 with Retry-After), at most this many of them drawing at once, and each waiting
 * one behind the other accounts' earlier ones (exports/jobs.ts gives it a lower priority per export it
 * has under way). So one account's flood never holds another's export back by more than the
 * drawing under way.
 */
export const MAX_DRAWING_EXPORTS_PER_ACCOUNT = 2;

/** How long a finished file (or a failure's message) is kept for its owner to fetch. */
export const EXPORT_KEPT_MS = 15 * 60 * 1000;
/** How long a job may wait and draw before its row goes (the queue gives up long before). */
export const EXPORT_PENDING_MS = 2 * 60 * 60 * 1000;

/** What a slide may hold to be exported; each stays well under the time limit alone. */
export const EXPORT_BUDGET = {
  /** Elements, group members included. */
  elements: 10_000,
  /** `<path>` elements across every SVG of the slide (icons, illustrations, parts, charts...). */
  svgPaths: 8_000,
  /** SVG elements of any kind across every SVG of the slide. */
  svgElements: 10_000,
  /** `<text>` and `<tspan>` elements across every SVG. */
  svgTexts: 2_000,
  /** Points (coordinate pairs) of SVG path data and points, path, polygon and line elements. */
  pathPoints: 200_000,
  /** Characters of SVG markup across the slide's SVG drawn as objects (icons, parts, charts...). */
  svgCharacters: 4_000_000,
  /**
   * Characters of SVG drawn as images (illustrations, SVG uploads): librsvg draws them, linear in
   * size (60,000 paths, 2.5 M characters, in 0.55 s), so only their total size is limited: four
   * of the largest illustrations the size policy allows (5 M characters each).
   */
  imageSvgCharacters: 20_000_000,
  /** Characters of text across the slide's text boxes. */
  textCharacters: 100_000,
} as const;

export type ExportBudgetKey = keyof typeof EXPORT_BUDGET;

/** How each count reads in the 422 message ("This slide has 24,000 SVG paths; …"). */
export const EXPORT_BUDGET_NOUNS: Record<ExportBudgetKey, string> = {
  elements: 'elements',
  svgPaths: 'SVG paths',
  svgElements: 'SVG elements',
  svgTexts: 'SVG text elements',
  pathPoints: 'path points',
  svgCharacters: 'characters of SVG',
  imageSvgCharacters: 'characters of SVG drawn as images',
  textCharacters: 'characters of text',
};
