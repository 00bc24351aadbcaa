// The builder's own check beside the journal's: a text that does not fit its box at the
// journal's smallest size is set at that size anyway (never smaller), so preflight finds no small
// text; the author hears instead how many of its words fit, on the field and before export.
import { englishPreflightTranslator } from '../preflight/english';
import { pointsPerPixel } from '../preflight/print-scale';
import { profileLabel, type PreflightProfile } from '../preflight/profiles';
import { shownText } from '../preflight/texts';
import type { PreflightProblem, PreflightResult } from '../preflight/types';
import type { Translate } from '../i18n/create-i18n';
import type { SlideDocument } from '../schema/document/document';
import type { TextOverflow } from './text-plan';

/** `result` with a problem (a required one) for each text of `document` that overflows. */
export function withOverflowProblems(
  result: PreflightResult,
  document: SlideDocument,
  overflows: readonly TextOverflow[],
  profile: PreflightProfile,
  t: Translate = englishPreflightTranslator(),
): PreflightResult {
  if (overflows.length === 0) return result;
  const ptPerPx = pointsPerPixel(profile, document);
  const textOf = new Map(
    document.elements.flatMap((element) =>
      element.type === 'textbox' ? [[element.id, element.text] as const] : [],
    ),
  );
  const added = overflows.map((overflow): PreflightProblem => {
    const values = {
      text: shownText(textOf.get(overflow.elementId) ?? ''),
      size: Math.round(overflow.fontSize * ptPerPx * 10) / 10,
      profile: profileLabel(profile, t),
      min: profile.minFontPt,
    };
    return {
      check: 'font-size',
      severity: 'error',
      slideIndex: 0,
      elementId: overflow.elementId,
      id: `font-size:0:${overflow.elementId}:overflow`,
      message:
        overflow.wordsThatFit === 0
          ? t('editor:preflight.messages.wordTooLong', values)
          : t('editor:preflight.messages.textTooLong', {
              ...values,
              count: overflow.wordsThatFit,
              total: overflow.words,
            }),
    };
  });
  return { passed: false, problems: [...added, ...result.problems] };
}
