import { useId } from 'react';
import { useStore } from 'zustand';
import {
  builderColors,
  colorName,
  type BuilderColorId,
  type BuilderStore,
} from '@figura/sdk-core/builder';
import { useTranslation } from '../../i18n/translation';
import { Suggestions } from '../Suggestions';

/**
 * Step 2: the seven colour pairs as radio buttons (primary and secondary swatches), and the
 * pairs that contrast best with the illustrations chosen so far.
 */
export function ColorStep({ store }: { store: BuilderStore }) {
  const { t } = useTranslation('builder');
  const { t: tCommon } = useTranslation('common');
  const id = useId();
  const chosen = useStore(store, (state) => state.color.id);
  const suggested = useStore(store, (state) => state.suggestions.colors);
  const choose = (colorId: BuilderColorId) => store.getState().chooseColor(colorId);
  const best = suggested.slice(0, 3);
  return (
    <>
      <p className="figura-builder-hint">{t('colours.hint')}</p>
      <Suggestions
        label={t('colours.suggested')}
        items={best.filter((colorId) => colorId !== chosen)}
        text={(colorId) => colorName(colorId, tCommon)}
        name={(colorId) => t('colours.use', { name: colorName(colorId, tCommon) })}
        onPick={choose}
      />
      <fieldset className="figura-builder-choices">
        <legend className="figura-builder-hint">{t('colours.legend')}</legend>
        {builderColors().map((pair) => (
          <label key={pair.id} className="figura-builder-choice">
            <input
              type="radio"
              name={`${id}-colour`}
              value={pair.id}
              checked={pair.id === chosen}
              onChange={() => choose(pair.id)}
            />
            <span className="figura-builder-swatch" aria-hidden="true">
              <span style={{ background: pair.primary }} />
              <span style={{ background: pair.secondary }} />
            </span>
            <strong>{colorName(pair.id, tCommon)}</strong>
            {best[0] === pair.id ? (
              <span className="figura-builder-badge">{t('colours.best')}</span>
            ) : null}
          </label>
        ))}
      </fieldset>
    </>
  );
}
