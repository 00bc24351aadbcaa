// The pieces every template's layout is made of: boxes in slide pixels, the title band with the
// logo, and a topic card's inside (illustration, title, description). Pure geometry, no colours.
import { roleHeight, TEXT_ROLES } from '../text-roles';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** One topic's place: its card and, inside it, the illustration, the title and the description. */
export interface TopicSlot {
  card: Box;
  illustration: Box;
  title: Box;
  description: Box;
  /** A step number's badge (template 4), left of the title. */
  badge?: Box;
}

/**
 * A connector between parts: an arrow (or, without a head, a line) through `points`; two points
 * make a straight one, more a curve.
 */
export interface ConnectorSlot {
  points: Point[];
  head: boolean;
}

export interface HighlightSlot {
  shape: 'rect' | 'circle';
  box: Box;
  /** Where its text goes, inside the shape. */
  text: Box;
}

/** Where everything of one template goes on a slide of one size. */
export interface AbstractLayout {
  width: number;
  height: number;
  /** The title band across the top (primary colour). */
  band: Box;
  title: Box;
  logo: Box;
  highlight: HighlightSlot;
  topics: TopicSlot[];
  connectors: ConnectorSlot[];
}

export interface LayoutOptions {
  /**
   * The smallest font size the texts will take (px), e.g. a journal's minimum: the title band
   * and the cards' words get room for it (illustrations give some up).
   */
  textSize?: number;
  /**
   * Room the words need beyond the template's own, when they do not fit at `textSize` (text-plan
   * tries these in turn): lines of the title and the key finding, lines of every topic title,
   * the illustrations' size as a share of the template's (1: as designed), and whether wide
   * cards stack their illustration above the words.
   */
  titleLines?: number;
  highlightLines?: number;
  topicTitleLines?: number;
  illustrationScale?: number;
  /** Wide cards too with the illustration above the words (their lines get the card's width). */
  stackCards?: boolean;
  /**
   * Lines of description a card keeps room for (2). 0 where no topic has one: the topic titles
   * take the room instead, so a title of two or three words is not cut to one.
   */
  descriptionLines?: number;
}

export type LayoutFunction = (
  width: number,
  height: number,
  options?: LayoutOptions,
) => AbstractLayout;

export const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  width: Math.max(0, width),
  height: Math.max(0, height),
});
export const right = (b: Box) => b.left + b.width;
export const bottom = (b: Box) => b.top + b.height;
export const centreX = (b: Box) => b.left + b.width / 2;
export const centreY = (b: Box) => b.top + b.height / 2;
/** `b` shrunk by `by` on every side. */
export const inset = (b: Box, by: number): Box =>
  box(b.left + by, b.top + by, b.width - 2 * by, b.height - 2 * by);

/** Wide slides (16:9) and square ones lay some parts out differently. */
export const isWide = (width: number, height: number) => width / height > 1.3;

/** The spacing of a slide: its outer margin and the gap between parts. */
export function spacing(width: number, height: number) {
  const short = Math.min(width, height);
  return { margin: Math.round(short * 0.03), gap: Math.round(short * 0.02) };
}

/**
 * The title band (with the logo at its right end) and the content area below it, which the
 * template divides.
 */
export function header(width: number, height: number, options: LayoutOptions = {}) {
  const { margin, gap } = spacing(width, height);
  // Room for two lines of the title (or as many as asked) at the smallest size asked (the band
  // is 72 % title), up to a third of the slide.
  const bandHeight = Math.round(
    Math.min(
      (options.titleLines ?? 2) > 2 ? height * 0.34 : height * 0.3,
      Math.max(
        height * (isWide(width, height) ? 0.17 : 0.15),
        roleHeight(TEXT_ROLES.title, options.textSize ?? 0, options.titleLines ?? 2) / 0.72,
      ),
    ),
  );
  const band = box(0, 0, width, bandHeight);
  const pad = Math.round(bandHeight * 0.14);
  const logoSide = bandHeight - 2 * pad;
  const logo = box(width - margin - logoSide, pad, logoSide, logoSide);
  const title = box(margin, pad, logo.left - gap - margin, bandHeight - 2 * pad);
  const content = box(
    margin,
    bandHeight + gap,
    width - 2 * margin,
    height - bandHeight - gap - margin,
  );
  return { band, title, logo, content, margin, gap };
}

/**
 * A card's inside. Wide cards put the illustration left of the words, tall ones above them;
 * `badge` makes room for a step number left of the title.
 */
export function cardSlot(card: Box, options: LayoutOptions & { badge?: boolean } = {}): TopicSlot {
  const textSize = options.textSize ?? 0;
  const titleLines = options.topicTitleLines ?? 1;
  const scale = options.illustrationScale ?? 1;
  const descriptionLines = options.descriptionLines ?? 2;
  const titlesOnly = descriptionLines === 0;
  // Room for a line of title (or as many as asked) and the description's lines at the smallest size.
  const titleNeed = roleHeight(TEXT_ROLES.topicTitle, textSize, titleLines);
  const descriptionNeed = roleHeight(TEXT_ROLES.topicDescription, textSize, descriptionLines);
  // Large minimum text takes some of the card's margin too.
  const pad = Math.round(Math.min(card.width, card.height) * (textSize ? 0.04 : 0.06));
  const inner = inset(card, pad);
  const withBadge = (title: Box): Pick<TopicSlot, 'title' | 'badge'> => {
    if (!options.badge) return { title };
    const side = Math.min(title.height, title.width * 0.3);
    return {
      badge: box(title.left, title.top + (title.height - side) / 2, side, side),
      title: box(
        title.left + side + pad / 2,
        title.top,
        title.width - side - pad / 2,
        title.height,
      ),
    };
  };
  if (card.width / card.height >= 1.25 && !options.stackCards) {
    // Large minimum text needs the wider column.
    const side = Math.min(inner.height, inner.width * (textSize ? 0.3 : 0.4)) * scale;
    const illustration = box(inner.left, inner.top + (inner.height - side) / 2, side, side);
    const textLeft = right(illustration) + pad;
    const textWidth = right(inner) - textLeft;
    const titleHeight = titlesOnly
      ? inner.height
      : Math.min(
          inner.height * (titleLines > 1 ? 0.6 : 0.5),
          Math.max(inner.height * 0.34, titleNeed),
        );
    return {
      card,
      illustration,
      ...withBadge(box(textLeft, inner.top, textWidth, titleHeight)),
      description: box(
        textLeft,
        inner.top + titleHeight + pad / 2,
        textWidth,
        inner.height - titleHeight - pad / 2,
      ),
    };
  }
  // A step number sits in the card's top-left corner, one title line high, beside the
  // illustration, or above it where a large journal size leaves little room beside it.
  const badgeSide = options.badge
    ? Math.max(
        roleHeight(TEXT_ROLES.topicTitle, textSize, 1),
        Math.min(inner.width * 0.2, inner.height * 0.12),
      )
    : 0;
  const titleHeight = Math.min(
    inner.height * (titlesOnly ? 0.5 : 0.2 + 0.1 * titleLines),
    Math.max(inner.height * 0.17, titleNeed),
  );
  // The illustration keeps at least a quarter of the card (times the scale asked), whatever the
  // words need; beside the badge it keeps clear of it on both sides (it is centred).
  const sideIn = (width: number, height: number) =>
    Math.max(
      0,
      Math.min(
        width,
        inner.height * 0.46,
        Math.max(inner.height * 0.25, height - titleHeight - descriptionNeed - pad),
      ) * scale,
    );
  const besideBadge = sideIn(
    inner.width - 2 * (badgeSide + (badgeSide ? pad / 2 : 0)),
    inner.height,
  );
  const underTop = badgeSide ? badgeSide + pad / 2 : 0;
  const underBadge = badgeSide ? sideIn(inner.width, inner.height - underTop) : 0;
  const under = underBadge > besideBadge * 1.25;
  const side = under ? underBadge : besideBadge;
  const illustration = box(
    inner.left + (inner.width - side) / 2,
    inner.top + (under ? underTop : 0),
    side,
    side,
  );
  const titleTop = Math.max(bottom(illustration), inner.top + badgeSide) + pad / 2;
  const descriptionTop = titleTop + titleHeight + pad / 2;
  return {
    card,
    illustration,
    ...(options.badge ? { badge: box(inner.left, inner.top, badgeSide, badgeSide) } : {}),
    // Without descriptions the title has the card down to its bottom.
    title: box(
      inner.left,
      titleTop,
      inner.width,
      titlesOnly ? bottom(inner) - titleTop : titleHeight,
    ),
    description: box(inner.left, descriptionTop, inner.width, bottom(inner) - descriptionTop),
  };
}

/** Boxes of equal size side by side in `area`, `gap` apart. */
export function row(area: Box, count: number, gap: number): Box[] {
  const width = (area.width - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) =>
    box(area.left + i * (width + gap), area.top, width, area.height),
  );
}

/** Boxes of equal size stacked in `area`, `gap` apart. */
export function column(area: Box, count: number, gap: number): Box[] {
  const height = (area.height - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) =>
    box(area.left, area.top + i * (height + gap), area.width, height),
  );
}

/** A rectangle's text area, inset so words keep off its edges. */
export const rectText = (b: Box): Box => inset(b, Math.round(Math.min(b.width, b.height) * 0.1));

/** Where the text of a circle (or an oval) goes. */
export function circleText(b: Box): Box {
  // A wide rectangle inscribed in it (its corners just inside: 0.42² + 0.27² < 0.5²): more
  // words a line than the inscribed square.
  const width = b.width * 0.84;
  const height = b.height * 0.54;
  return box(centreX(b) - width / 2, centreY(b) - height / 2, width, height);
}

/** A straight arrow from `a` to `b`, shortened by `trim` at both ends. */
export function arrowBetween(a: Point, b: Point, trim: number, head = true): ConnectorSlot {
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / length;
  const uy = (b.y - a.y) / length;
  return {
    points: [
      { x: a.x + ux * trim, y: a.y + uy * trim },
      { x: b.x - ux * trim, y: b.y - uy * trim },
    ],
    head,
  };
}

/**
 * A curved arrow from `a` to `b` bulging sideways by `bulge` (positive: to the left of the
 * direction of travel), as a quadratic curve sampled into `steps` segments.
 */
export function curveBetween(a: Point, b: Point, bulge: number, steps = 8): ConnectorSlot {
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  // The control point sits at twice the bulge: a quadratic curve reaches half way to it.
  const control = {
    x: (a.x + b.x) / 2 + ((b.y - a.y) / length) * bulge * 2,
    y: (a.y + b.y) / 2 - ((b.x - a.x) / length) * bulge * 2,
  };
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const u = 1 - t;
    return {
      x: u * u * a.x + 2 * u * t * control.x + t * t * b.x,
      y: u * u * a.y + 2 * u * t * control.y + t * t * b.y,
    };
  });
  return { points, head: true };
}

/** Where the segment from a box's centre towards `to` leaves the box. */
export function edgeTowards(from: Box, to: Point): Point {
  const cx = centreX(from);
  const cy = centreY(from);
  const dx = to.x - cx;
  const dy = to.y - cy;
  const sx = dx === 0 ? Infinity : from.width / 2 / Math.abs(dx);
  const sy = dy === 0 ? Infinity : from.height / 2 / Math.abs(dy);
  const s = Math.min(sx, sy, 1);
  return { x: cx + dx * s, y: cy + dy * s };
}
