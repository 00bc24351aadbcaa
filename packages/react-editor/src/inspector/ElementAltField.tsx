import { useId } from 'react';
import { setElementAlt, type EditorEngine } from '@figura/sdk-core/editor';
import { MAX_ALT_TEXT, type FiguraElement } from '@figura/sdk-core/model';
import { layerName } from '../i18n/layer-names';
import { useTranslation } from '../i18n/translation';
import { useGesture } from '../ui/use-gesture';

/** An element's alternative text, as screen readers and exports read it. */
export function ElementAltField({
  editor,
  element,
}: {
  editor: EditorEngine;
  element: FiguraElement;
}) {
  const { t } = useTranslation('editor');
  const id = useId();
  const gesture = useGesture();
  return (
    <div className="figura-field figura-alt-element">
      <label htmlFor={id}>{t('altText.elementAlt', { name: layerName(element, t) })}</label>
      <textarea
        id={id}
        className="figura-input"
        rows={3}
        value={element.alt}
        maxLength={MAX_ALT_TEXT}
        onFocus={() => gesture.start()}
        onChange={(event) =>
          setElementAlt(editor.store, element.id, event.target.value, editor.t, gesture.current)
        }
      />
    </div>
  );
}
