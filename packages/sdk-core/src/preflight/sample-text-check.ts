// Words the builder wrote in a field the author left empty ("Topic 1", "Add your title"): they
// show in the editor so the layout can be seen and typed over, and must not reach a journal.
import { shownText } from './texts';
import type { Finding, SlideContext } from './types';

/**
 * Texts still saying what the builder put in an empty field (the document's `builder.placeholders`,
 * element id to words). An error: no journal wants them, and every export that checks a profile
 * then names them before any file is written.
 */
export function checkSampleTexts(slide: SlideContext): Finding[] {
  const { document, slideIndex, t } = slide;
  const placeholders = document.builder?.placeholders;
  if (!placeholders) return [];
  const findings: Finding[] = [];
  for (const element of document.elements) {
    if (element.type !== 'textbox' || element.hidden) continue;
    const sample = placeholders[element.id];
    if (sample === undefined || element.text !== sample) continue;
    findings.push({
      check: 'sample-text',
      severity: 'error',
      slideIndex,
      elementId: element.id,
      message: t('editor:preflight.messages.sampleText', { text: shownText(sample) }),
    });
  }
  return findings;
}
