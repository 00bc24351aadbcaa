import { useId, useState } from 'react';
import { useStore } from 'zustand';
import {
  boxedElementById,
  frameOf,
  keepsProportionsByDefault,
  setElementFrame,
  type EditorEngine,
  type ElementFrame,
} from '@figura/sdk-core/editor';
import { useTranslation } from '../i18n/translation';
import { NumberField } from '../ui/NumberField';

/**
 * The selected element's place, size and turn as numbers (slide px and degrees). A picture keeps
 * its proportions when one side is typed, unless the person unticks it (a shape does not).
 */
export function FrameProperties({
  editor,
  elementId,
}: {
  editor: EditorEngine;
  elementId: string;
}) {
  const { t } = useTranslation('editor');
  const id = useId();
  const element = useStore(editor.store, (state) => boxedElementById(state.document, elementId));
  // What the person chose, per element while the inspector is open; the type's default otherwise.
  const [chosen, setChosen] = useState<Readonly<Record<string, boolean>>>({});
  if (!element) return <p className="figura-inspector-hint">{t('inspector.frame.line')}</p>;
  const frame = frameOf(element);
  const hasOwnHeight = element.type !== 'textbox';
  const keepProportions = chosen[elementId] ?? keepsProportionsByDefault(element);
  const set = (change: Partial<ElementFrame>) =>
    setElementFrame(editor, elementId, change, { keepProportions });
  return (
    <div className="figura-inspector-fields">
      <NumberField
        label={t('inspector.frame.x')}
        unit="px"
        value={frame.left}
        onCommit={(left) => set({ left })}
      />
      <NumberField
        label={t('inspector.frame.y')}
        unit="px"
        value={frame.top}
        onCommit={(top) => set({ top })}
      />
      <NumberField
        label={t('inspector.frame.width')}
        unit="px"
        min={1}
        value={frame.width}
        onCommit={(width) => set({ width })}
      />
      <NumberField
        label={t('inspector.frame.height')}
        unit="px"
        min={1}
        value={frame.height}
        // A text box is as tall as its lines.
        disabled={!hasOwnHeight}
        onCommit={(height) => set({ height })}
      />
      {hasOwnHeight ? (
        <>
          <label htmlFor={`${id}-keep`}>{t('inspector.frame.keepProportions')}</label>
          <span>
            <input
              id={`${id}-keep`}
              type="checkbox"
              checked={keepProportions}
              onChange={(event) => setChosen({ ...chosen, [elementId]: event.target.checked })}
            />
          </span>
        </>
      ) : null}
      <NumberField
        label={t('inspector.frame.angle')}
        unit="°"
        value={frame.angle}
        onCommit={(angle) => set({ angle })}
      />
    </div>
  );
}
