import { useMemo, useRef } from 'react';
import {
  createScientificElement,
  loadScientificTools,
  onScreenTarget,
  type EditorEngine,
} from '@figura/sdk-core/editor';
import type { FiguraElement } from '@figura/sdk-core/schema';
import { SCIENTIFIC_TYPES, sanitizeSvg, type ScientificType } from '@figura/sdk-core/model';
import { useTranslation } from '../../i18n/translation';
import { SidePanel } from '../../ui/SidePanel';
import { useLoaded } from '../../ui/use-loaded';
import { useStyleSheet } from '../../ui/use-style-sheet';
import { SCIENTIFIC_CSS } from './scientific-styles';

export interface ScientificPanelProps {
  editor: EditorEngine;
  /** Adds the object (drawn from its sample) in view, selected, as one undo step. */
  onAdd: (element: FiguraElement) => void;
  onClose: () => void;
}

/**
 * The Insert bar's "Scientific": every object drawn from data, each shown as its sample draws it,
 * with a line on what it reads. A click adds it; its data is then edited in the inspector.
 */
export default function ScientificPanel({ editor, onAdd, onClose }: ScientificPanelProps) {
  const { t } = useTranslation('editor');
  const rootRef = useRef<HTMLElement>(null);
  useStyleSheet(rootRef, 'scientific', SCIENTIFIC_CSS);
  const tools = useLoaded(loadScientificTools);
  // Each sample drawn once per panel: the previews are the objects as they will be inserted.
  const previews = useMemo(() => {
    if (!tools) return null;
    return Object.fromEntries(
      SCIENTIFIC_TYPES.map((type) => {
        try {
          return [
            type,
            sanitizeSvg(tools.sampleScientific(type, { left: 0, top: 0 }, type, t).svg),
          ];
        } catch (error) {
          editor.reportError('load', error);
          return [type, ''];
        }
      }),
    ) as Record<ScientificType, string>;
  }, [tools, t, editor]);

  return (
    <SidePanel
      rootRef={rootRef}
      className="figura-scientific-panel"
      title={t('scientific.panelTitle')}
      closeLabel={t('scientific.close')}
      onClose={onClose}
    >
      <p className="figura-scientific-hint">{t('scientific.insertHint')}</p>
      <ul className="figura-scientific-kinds">
        {SCIENTIFIC_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              className="figura-scientific-kind"
              data-testid={`scientific-${type}`}
              onClick={() => {
                const doc = editor.store.getState().document;
                // Text readable where the figure goes: the journal's smallest, or a projected slide's.
                const target = editor.preflight.target() ?? onScreenTarget(doc);
                createScientificElement(type, doc, t, { target }).then(onAdd, (error: unknown) =>
                  editor.reportError('load', error),
                );
              }}
            >
              <span
                className="figura-scientific-preview"
                aria-hidden="true"
                dangerouslySetInnerHTML={{ __html: previews?.[type] ?? '' }}
              />
              <span className="figura-scientific-name">{t(`scientific.${type}.name`)}</span>
              <span className="figura-scientific-blurb">{t(`scientific.${type}.blurb`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </SidePanel>
  );
}
