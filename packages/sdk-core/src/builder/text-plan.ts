// Where an abstract's words go when a journal sets the smallest text size: the template's layout
// with room for the words at that size (longer titles get more lines, illustrations give up room
// to longer descriptions), and what does not fit even so. A text is never set below its role's
// smallest size; one that does not fit is reported (the builder shows how many words fit) rather
// than shrunk past what the journal accepts.
import type { BuilderTemplateId } from '../schema/document/constants';
import { ABSTRACT_IDS } from './element-ids';
import type { AbstractLayout, Box, LayoutOptions } from './layouts/kit';
import { layoutOf } from './layouts/layouts';
import { fitsAt, wordsFitting, type TextMeasure } from './text-fit';
import { TEXT_ROLES, type TextRole } from './text-roles';

/** The words an abstract shows (typed, or placeholders), null where a field shows nothing. */
export interface AbstractWords {
  title: string | null;
  highlight: string | null;
  topics: readonly { title: string | null; description: string | null }[];
}

/** A text that does not fit its box at its role's smallest size. */
export interface TextOverflow {
  /** The text's element id (builderFieldOf names the field). */
  elementId: string;
  /** Its words, and how many of them (from the first) fit. */
  words: number;
  wordsThatFit: number;
  /** The size it is set at (its role's smallest), in slide px. */
  fontSize: number;
  /** The box it was laid out for (the text runs past it). */
  box: Box;
  /**
   * Its first words and an ellipsis, as many as fit the box with it (what the preview shows):
   * the ellipsis alone when not even one does.
   */
  cutShort: string;
}

const ELLIPSIS = '\u2026';

export interface TextPlan {
  layout: AbstractLayout;
  overflows: TextOverflow[];
  /** How far the layout is from the template as designed (0: as designed; more: more room). */
  departure: number;
}

/** A role's smallest size for a journal's `minimum` (0: none). */
export const roleMinSize = (role: TextRole, minimum: number) =>
  minimum > 0 ? Math.ceil(minimum * role.aboveMinimum) : 0;

/**
 * The room to try, most like the template first: the title on two lines, then three (or one);
 * wide cards with the illustration beside the words, then above them (longer lines);
 * topic titles on one line, then more; illustrations as designed, then smaller, never to a dot
 * (a title on two lines reads better than a drawing too small to make out); the key finding
 * on two lines, then more (where the template's highlight grows with its words), or one.
 */
const ROOM: readonly LayoutOptions[] = [2, 3, 1].flatMap((titleLines) =>
  [false, true].flatMap((stackCards) =>
    [1, 2, 3].flatMap((topicTitleLines) =>
      [1, 0.8, 0.6, 0.45].flatMap((illustrationScale) =>
        [2, 3, 4, 1].map((highlightLines) => ({
          titleLines,
          stackCards,
          illustrationScale,
          topicTitleLines,
          highlightLines,
        })),
      ),
    ),
  ),
);

/** The title and the key finding are read first: one of them outweighs every topic. */
const costOf = (role: TextRole) =>
  role === TEXT_ROLES.title || role === TEXT_ROLES.highlight ? 10 : 1;

interface PlacedText {
  elementId: string;
  text: string;
  box: Box;
  role: TextRole;
}

function placedTexts(layout: AbstractLayout, words: AbstractWords): PlacedText[] {
  const placed: PlacedText[] = [];
  const add = (elementId: string, text: string | null, box: Box, role: TextRole) => {
    if (text !== null && text.trim() !== '') placed.push({ elementId, text, box, role });
  };
  add(ABSTRACT_IDS.title, words.title, layout.title, TEXT_ROLES.title);
  add(ABSTRACT_IDS.highlight, words.highlight, layout.highlight.text, TEXT_ROLES.highlight);
  layout.topics.forEach((slot, i) => {
    const topic = words.topics[i];
    add(
      ABSTRACT_IDS.topic(i + 1, 'title'),
      topic?.title ?? null,
      slot.title,
      TEXT_ROLES.topicTitle,
    );
    add(
      ABSTRACT_IDS.topic(i + 1, 'description'),
      topic?.description ?? null,
      slot.description,
      TEXT_ROLES.topicDescription,
    );
  });
  return placed;
}

/**
 * The layout of template `templateId` on a `width` x `height` slide that fits `words` at
 * `minimum` (px; each role some steps above it, TEXT_ROLES), and the texts that fit nowhere. With
 * no minimum, the template as designed (texts fit by getting smaller).
 */
export function planAbstractText(
  templateId: BuilderTemplateId,
  width: number,
  height: number,
  words: AbstractWords,
  options: { minimum: number; measure?: TextMeasure },
): TextPlan {
  const { minimum, measure } = options;
  if (minimum <= 0)
    return { layout: layoutOf(templateId, width, height), overflows: [], departure: 0 };
  const styleOf = (role: TextRole) => ({ bold: role.bold, lineHeight: role.lineHeight, measure });
  const fits = ({ text, box, role }: PlacedText) =>
    fitsAt(text, box.width, box.height, roleMinSize(role, minimum), styleOf(role));
  // Titles take the descriptions' room where no topic has one.
  const descriptionLines = words.topics.some((topic) => topic.description?.trim()) ? 2 : 0;
  let best:
    { layout: AbstractLayout; misfits: PlacedText[]; cost: number; departure: number } | undefined;
  for (const [departure, room] of ROOM.entries()) {
    const layout = layoutOf(templateId, width, height, {
      textSize: minimum,
      descriptionLines,
      ...room,
    });
    const misfits: PlacedText[] = [];
    let cost = 0;
    for (const placed of placedTexts(layout, words)) {
      if (fits(placed)) continue;
      misfits.push(placed);
      cost += costOf(placed.role);
      if (best && cost >= best.cost) break; // no better than the best so far
    }
    if (!best || cost < best.cost) best = { layout, misfits, cost, departure };
    if (cost === 0) break;
  }
  const { layout, misfits, departure } = best!;
  return {
    layout,
    departure,
    overflows: misfits.map(({ elementId, text, box, role }) => {
      const fontSize = roleMinSize(role, minimum);
      const words = text.trim().split(/\s+/u);
      const wordsThatFit = wordsFitting(text, box.width, box.height, fontSize, styleOf(role));
      const cut = (count: number) => `${words.slice(0, count).join(' ')}${ELLIPSIS}`;
      let shown = wordsThatFit;
      while (shown > 0 && !fitsAt(cut(shown), box.width, box.height, fontSize, styleOf(role)))
        shown--;
      return {
        elementId,
        words: words.length,
        wordsThatFit,
        fontSize,
        box,
        cutShort: cut(shown),
      };
    }),
  };
}
