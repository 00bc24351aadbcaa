import { useId } from 'react';
import { useStore } from 'zustand';
import {
  colourInputValue,
  filledShapeById,
  setShapeStyle,
  type EditorEngine,
  type ShapeStyle,
} from '@figura/sdk-core/editor';
import { STROKE_WIDTH_RANGE } from '@figura/sdk-core/model';
import { useTranslation } from '../i18n/translation';
import { NumberField } from '../ui/NumberField';
import { useGesture } from '../ui/use-gesture';

/**
 * The selected shape's fill and outline: a colour each (or none), and the outline's width. A
 * visit to a colour picker is one undo step.
 */
export default function ShapeStyleProperties({
  editor,
  elementId,
}: {
  editor: EditorEngine;
  elementId: string;
}) {
  const { t } = useTranslation('editor');
  const ids = useId();
  const gesture = useGesture();
  const startGesture = () => gesture.start();
  const shape = useStore(editor.store, (state) => filledShapeById(state.document, elementId));
  if (!shape) return null;
  const set = (change: ShapeStyle, inGesture = false) =>
    setShapeStyle(editor, elementId, change, inGesture ? gesture.current : undefined);
  const outlined = shape.stroke !== null && shape.strokeWidth > 0;

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('inspector.shape.title')}</h2>
      <div className="figura-inspector-fields">
        <label htmlFor={`${ids}-fill`}>{t('inspector.shape.fill')}</label>
        <span className="figura-colour-field">
          <input
            id={`${ids}-fill`}
            type="color"
            value={colourInputValue(shape.fill, '#8dadcb')}
            onFocus={startGesture}
            onChange={(event) => set({ fill: event.target.value }, true)}
          />
          <label>
            <input
              type="checkbox"
              checked={shape.fill === null}
              onChange={(event) => set({ fill: event.target.checked ? null : '#8dadcb' })}
            />
            {t('inspector.shape.none')}
          </label>
        </span>
        <label htmlFor={`${ids}-stroke`}>{t('inspector.shape.outline')}</label>
        <span className="figura-colour-field">
          <input
            id={`${ids}-stroke`}
            type="color"
            value={colourInputValue(shape.stroke, '#1f2933')}
            onFocus={startGesture}
            onChange={(event) =>
              set(
                {
                  stroke: event.target.value,
                  ...(shape.strokeWidth > 0 ? {} : { strokeWidth: 2 }),
                },
                true,
              )
            }
          />
          <label>
            <input
              type="checkbox"
              checked={!outlined}
              onChange={(event) =>
                set(event.target.checked ? { stroke: null } : { stroke: '#1f2933', strokeWidth: 2 })
              }
            />
            {t('inspector.shape.none')}
          </label>
        </span>
        <NumberField
          label={t('inspector.shape.outlineWidth')}
          unit="px"
          min={0}
          max={STROKE_WIDTH_RANGE.max}
          step={0.5}
          value={outlined ? shape.strokeWidth : 0}
          onCommit={(strokeWidth) =>
            set(strokeWidth > 0 && !outlined ? { strokeWidth, stroke: '#1f2933' } : { strokeWidth })
          }
        />
      </div>
    </section>
  );
}
