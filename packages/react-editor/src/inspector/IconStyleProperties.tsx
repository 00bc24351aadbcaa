import { useId } from 'react';
import { useStore } from 'zustand';
import {
  colourInputValue,
  iconById,
  setIconColour,
  type EditorEngine,
} from '@figura/sdk-core/editor';
import { MULTICOLOUR_ICON_SETS } from '@figura/sdk-core/model';
import { useTranslation } from '../i18n/translation';
import { useGesture } from '../ui/use-gesture';

/** Dark grey: the colour an icon is placed in, and an emoji painted one colour starts from. */
const ICON_COLOUR = '#1f2933';

/**
 * The selected icon's colour. An emoji keeps its own colours until one is chosen, and can be
 * given them back. A visit to the colour picker is one undo step.
 */
export default function IconStyleProperties({
  editor,
  elementId,
}: {
  editor: EditorEngine;
  elementId: string;
}) {
  const { t } = useTranslation('editor');
  const ids = useId();
  const gesture = useGesture();
  const icon = useStore(editor.store, (state) => iconById(state.document, elementId));
  if (!icon) return null;
  const ownColours = MULTICOLOUR_ICON_SETS.has(icon.iconSet);

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('inspector.icon.title')}</h2>
      <div className="figura-inspector-fields">
        <label htmlFor={`${ids}-fill`}>{t('inspector.icon.colour')}</label>
        <span className="figura-colour-field">
          <input
            id={`${ids}-fill`}
            type="color"
            value={colourInputValue(icon.fill, ICON_COLOUR)}
            onFocus={() => gesture.start()}
            onChange={(event) =>
              setIconColour(editor, elementId, event.target.value, gesture.current)
            }
          />
          {ownColours ? (
            <label>
              <input
                type="checkbox"
                checked={icon.fill === null}
                onChange={(event) =>
                  setIconColour(editor, elementId, event.target.checked ? null : ICON_COLOUR)
                }
              />
              {t('inspector.icon.ownColours')}
            </label>
          ) : null}
        </span>
      </div>
    </section>
  );
}
