// How each kind of text is set: its largest size (a share of the slide's shorter side), how much
// larger than the smallest allowed size it stays (a hierarchy a journal's minimum keeps), its
// line height and weight. The layouts reserve room with these; the document sets text with them.
import { textHeight } from './text-fit';

export interface TextRole {
  /** Largest size, as a share of the slide's shorter side. */
  share: number;
  /** With a smallest size given (a journal's minimum), the role is set at least this much larger. */
  aboveMinimum: number;
  lineHeight: number;
  bold: boolean;
}

export const TEXT_ROLES = {
  title: { share: 0.045, aboveMinimum: 1.33, lineHeight: 1.1, bold: true },
  highlight: { share: 0.04, aboveMinimum: 1.2, lineHeight: 1.16, bold: true },
  topicTitle: { share: 0.03, aboveMinimum: 1.1, lineHeight: 1.1, bold: true },
  topicDescription: { share: 0.022, aboveMinimum: 1, lineHeight: 1.2, bold: false },
} as const satisfies Record<string, TextRole>;

/** A role's largest size on a slide whose shorter side is `short`, above `minimum` (px). */
export const roleMaxSize = (role: TextRole, short: number, minimum = 0) =>
  Math.max(Math.round(short * role.share), Math.ceil(minimum * role.aboveMinimum));

/** The height `lines` lines of a role take at its size above `minimum` (0: no room reserved). */
export const roleHeight = (role: TextRole, minimum: number, lines: number) =>
  // A little over: boxes computed to the hundredth must not fall short by a rounding.
  minimum > 0
    ? textHeight(lines, Math.ceil(minimum * role.aboveMinimum), role.lineHeight) * 1.02
    : 0;
