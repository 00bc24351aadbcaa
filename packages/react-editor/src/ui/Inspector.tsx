import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';

export interface InspectorProps {
  /** How many elements are selected (what to say when there are no properties to show). */
  selectionCount: number;
  /** The one selected element's properties, or nothing. */
  children?: ReactNode;
}

/**
 * The selection's properties, docked at the editor's right edge and always there: never over
 * the canvas (it covers neither the selection's handles nor a panel's results), and selecting an
 * element never changes the canvas area's size.
 */
export function Inspector({ selectionCount, children }: InspectorProps) {
  const { t } = useTranslation('editor');
  return (
    <aside className="figura-panel figura-inspector" aria-label={t('inspector.label')}>
      <div className="figura-inspector-body">
        {children ?? (
          <p className="figura-inspector-hint">
            {selectionCount > 1
              ? t('inspector.several', { count: selectionCount })
              : t('inspector.nothing')}
          </p>
        )}
      </div>
    </aside>
  );
}
