import { type ReactNode } from 'react';
import { useStore } from 'zustand';
import { INSPECTOR_TABS, type EditorEngine, type InspectorTab } from '@figura/sdk-core/editor';
import { useTranslation } from '../i18n/translation';
import { Tabs } from '../ui/Tabs';
import { findElement } from './find-element';
import { LazyPart } from '../ui/LazyPart';
import { lazyPart } from '../ui/lazy-retry';

// The tabs' fields load when an element is first selected: the first frame does not need them.
const FrameProperties = lazyPart(() =>
  import('./FrameProperties').then((module) => ({ default: module.FrameProperties })),
);
const PictureStyle = lazyPart(() =>
  import('./PictureStyle').then((module) => ({ default: module.PictureStyle })),
);
const ElementAltField = lazyPart(() =>
  import('./ElementAltField').then((module) => ({ default: module.ElementAltField })),
);

export interface InspectorProps {
  editor: EditorEngine;
  /** The one selected element's own settings (colours, text, chart, molecule…), if it has any. */
  style?: ReactNode;
}

/**
 * The selection's properties, docked at the editor's right edge and always there: never over
 * the canvas (it covers neither the selection's handles nor a panel's results), and selecting an
 * element never changes the canvas area's size. One element selected: its Style, its Position
 * and size, and its Alt text, in tabs; the tab chosen stays while the selection changes.
 */
export function Inspector({ editor, style }: InspectorProps) {
  const { t } = useTranslation('editor');
  // The tab is engine state (editor.panels): it stays while the selection changes.
  const tab = useStore(editor.panels.state, (state) => state.inspectorTab);
  const selection = useStore(editor.store, (state) => state.selection);
  const only = useStore(editor.store, (state) =>
    state.selection.length === 1
      ? findElement(state.document.elements, state.selection[0]!)
      : undefined,
  );

  const content: Record<InspectorTab, ReactNode> = only
    ? {
        style:
          style ??
          (only.type === 'generation' || only.type === 'upload' ? (
            <PictureStyle editor={editor} element={only} />
          ) : only.type === 'group' ? (
            <p className="figura-inspector-hint">
              {t('inspector.groupStyle', { count: only.elements.length })}
            </p>
          ) : (
            <p className="figura-inspector-hint">{t('inspector.noStyle')}</p>
          )),
        frame: <FrameProperties editor={editor} elementId={only.id} />,
        alt: <ElementAltField key={only.id} editor={editor} element={only} />,
      }
    : { style: null, frame: null, alt: null };

  return (
    <aside className="figura-panel figura-inspector" aria-label={t('inspector.label')}>
      {/* It scrolls when the editor is short: the keyboard reaches it too (WCAG 2.1.1). */}
      <div className="figura-inspector-body" tabIndex={0}>
        {only ? (
          <Tabs
            label={t('inspector.tabs.label')}
            selected={tab}
            onSelect={(next: InspectorTab) => editor.panels.showTab(next)}
            tabs={INSPECTOR_TABS.map((id) => ({
              id,
              label: t(`inspector.tabs.${id}`),
              content: <LazyPart>{content[id]}</LazyPart>,
            }))}
          />
        ) : (
          <p className="figura-inspector-hint">
            {selection.length > 1
              ? t('inspector.several', { count: selection.length })
              : t('inspector.nothing')}
          </p>
        )}
      </div>
    </aside>
  );
}
