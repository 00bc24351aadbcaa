import { useId, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import {
  loadScientificTools,
  updateScientific,
  type EditorEngine,
  type ScientificChange,
} from '@figura/sdk-core/editor';
import {
  isScientificElement,
  MAX_SCIENTIFIC_COLOURS,
  SCIENTIFIC_TEXT_SIZE_RANGE,
  type ScientificElement,
} from '@figura/sdk-core/model';
import { useTranslation } from '../../i18n/translation';
import { NumberField } from '../../ui/NumberField';
import { useGesture } from '../../ui/use-gesture';
import { useLoaded } from '../../ui/use-loaded';
import { useStyleSheet } from '../../ui/use-style-sheet';
import { ScientificDataField } from './ScientificDataField';
import { ScientificOptionFields } from './ScientificOptionFields';
import { SCIENTIFIC_CSS } from './scientific-styles';
import { WellMarks } from './WellMarks';

export interface ScientificPropertiesProps {
  editor: EditorEngine;
  elementId: string;
}

/**
 * The selected object drawn from data: its data (typed, pasted or loaded), its drawing options,
 * text size and palette. Each change re-draws it in place as one undo step.
 */
export default function ScientificProperties({ editor, elementId }: ScientificPropertiesProps) {
  const { t } = useTranslation('editor');
  const rootRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const coloursId = useId();
  const gesture = useGesture();
  useStyleSheet(rootRef, 'scientific', SCIENTIFIC_CSS);
  const tools = useLoaded(loadScientificTools);
  const element = useStore(editor.store, (state) =>
    state.document.elements.find(
      (candidate): candidate is ScientificElement =>
        candidate.id === elementId && isScientificElement(candidate),
    ),
  );
  // Proteins seated in this membrane's slots (they follow it).
  const seated = useStore(
    editor.store,
    (state) =>
      state.document.elements.filter(
        (candidate) => 'seat' in candidate && candidate.seat?.membraneId === elementId,
      ).length,
  );
  // How many labels the drawing leaves out for want of room (the drawing is quick: milliseconds).
  const leftOut = useMemo(() => {
    if (!element || !tools) return 0;
    const drawn = tools.drawScientific(element, t);
    return drawn.ok ? drawn.leftOut : 0;
  }, [element, tools, t]);
  if (!element || !tools) return null;

  const apply = async (change: ScientificChange, typing?: boolean) => {
    const result = await updateScientific(
      editor.store,
      elementId,
      change,
      t,
      typing ? gesture.current : undefined,
    );
    return result.ok ? null : result.message;
  };
  const report = (message: string | null) => {
    if (message) editor.reportError('load', new Error(message));
  };
  // One swatch per colour the drawing uses, named for what it stands for (a base, a group…).
  const names = tools.scientificColourNames(element, t).slice(0, MAX_SCIENTIFIC_COLOURS);
  const colours = names.map((_, index) =>
    tools.scientificColour(element.colours, index).toLowerCase(),
  );

  return (
    <section
      ref={rootRef}
      className="figura-scientific-properties"
      aria-labelledby={headingId}
      data-testid="scientific-properties"
    >
      <h2 id={headingId}>{t(`scientific.${element.type}.name`)}</h2>
      <ScientificDataField
        element={element}
        tools={tools}
        apply={(data, typing) => apply({ data }, typing === 'typing')}
        onStartTyping={() => gesture.start()}
      />
      {element.type === 'membrane' ? (
        <p className="figura-scientific-hint" data-testid="membrane-seats">
          {t('scientific.membrane.seatHint', { count: element.slots.length, seated })}
        </p>
      ) : null}
      {element.type === 'well_plate' ? (
        <WellMarks
          element={element}
          tools={tools}
          onChange={(data) => void apply({ data }).then(report)}
        />
      ) : null}
      <h3>{t('scientific.drawing')}</h3>
      <ScientificOptionFields
        element={element}
        onStartTyping={() => gesture.start()}
        apply={(key, value, typing) =>
          void apply(
            { options: { ...element.options, [key]: value } as ScientificElement['options'] },
            typing,
          ).then(report)
        }
      />
      <div className="figura-scientific-fields">
        <NumberField
          label={t('scientific.textSize')}
          value={element.textSize}
          min={SCIENTIFIC_TEXT_SIZE_RANGE.min}
          max={SCIENTIFIC_TEXT_SIZE_RANGE.max}
          step={1}
          unit="px"
          onCommit={(size) =>
            void apply({
              textSize: Math.min(
                SCIENTIFIC_TEXT_SIZE_RANGE.max,
                Math.max(SCIENTIFIC_TEXT_SIZE_RANGE.min, size),
              ),
            }).then(report)
          }
        />
      </div>
      {leftOut > 0 ? (
        <p className="figura-scientific-hint" role="status" data-testid="scientific-left-out">
          {t('scientific.leftOut', { count: leftOut })}
        </p>
      ) : null}
      {names.length > 0 ? (
        <>
          <h3 id={coloursId}>{t('scientific.colours')}</h3>
          <ul className="figura-scientific-colours" aria-labelledby={coloursId}>
            {names.map((name, index) => (
              <li key={index} title={name}>
                <input
                  type="color"
                  value={colours[index]}
                  aria-label={t('scientific.colourOf', { name })}
                  onFocus={() => gesture.start()}
                  onChange={(event) => {
                    const next = [...colours];
                    next[index] = event.target.value;
                    void apply({ colours: next }, true).then(report);
                  }}
                />
                <span aria-hidden="true">{name}</span>
              </li>
            ))}
          </ul>
          {element.colours.length > 0 ? (
            <button
              type="button"
              className="figura-button"
              onClick={() => void apply({ colours: [] }).then(report)}
            >
              {t('scientific.defaultColours')}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
