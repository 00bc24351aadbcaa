import { useDeferredValue } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/translation';
import type { BuilderModel } from '../use-builder';

/**
 * Says when the journal's checks find a problem with the text a field shows (too long to keep
 * the journal's smallest size, so set smaller): the author shortens it. Checked on the latest
 * document once typing pauses, not on every keystroke.
 */
export function TooLong({
  model,
  elementId,
  id,
}: {
  model: BuilderModel;
  /** The element of the built abstract that shows the field. */
  elementId: string;
  /** The message's id, for the field's aria-describedby. */
  id: string;
}) {
  const { t } = useTranslation('builder');
  const document = useDeferredValue(useStore(model.session.documents, (state) => state.document));
  const problem = model.session
    .check(document)
    .problems.find((found) => found.severity === 'error' && found.elementId === elementId);
  return (
    <span id={id} className="figura-builder-too-long" role="status">
      {problem ? t('tooLong', { problem: problem.message }) : ''}
    </span>
  );
}
