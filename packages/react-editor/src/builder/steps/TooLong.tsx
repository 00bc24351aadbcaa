import { useDeferredValue } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/translation';
import type { BuilderModel } from '../use-builder';

/** The first `count` words of `text`, as the author typed them. */
const firstWords = (text: string, count: number) =>
  text.trim().split(/\s+/u).slice(0, count).join(' ');

/**
 * Says when the journal's checks find a problem with the text a field shows (too long for its
 * box at the journal's smallest size: how many of its words fit), and offers to keep those words.
 * Checked on the latest document once typing pauses, not on every keystroke.
 */
export function TooLong({
  model,
  elementId,
  id,
  text,
  onShorten,
}: {
  model: BuilderModel;
  /** The element of the built abstract that shows the field. */
  elementId: string;
  /** The message's id, for the field's aria-describedby. */
  id: string;
  /** The field's words now, and how to set them (the "Keep" button). */
  text: string;
  onShorten: (text: string) => void;
}) {
  const { t } = useTranslation('builder');
  const built = useDeferredValue(useStore(model.session.documents));
  const problem = model.session
    .check(built.document)
    .problems.find((found) => found.severity === 'error' && found.elementId === elementId);
  const overflow = built.overflows.find((found) => found.elementId === elementId);
  const kept =
    problem && overflow && overflow.wordsThatFit > 0
      ? firstWords(text, overflow.wordsThatFit)
      : null;
  return (
    <>
      <span id={id} className="figura-builder-too-long" role="status">
        {problem ? t('tooLong', { problem: problem.message }) : ''}
      </span>
      {kept ? (
        <button
          type="button"
          className="figura-button figura-builder-shorten"
          onClick={() => onShorten(kept)}
        >
          {t('keepWords', { text: kept })}
        </button>
      ) : null}
    </>
  );
}
