import { useId } from 'react';
import { useStore } from 'zustand';
import {
  colourInputValue,
  connectorById,
  setConnectorStyle,
  type ConnectorStyle,
  type EditorEngine,
} from '@figura/sdk-core/editor';
import { ARROW_HEADS, STROKE_DASHES, STROKE_WIDTH_RANGE } from '@figura/sdk-core/model';
import { useTranslation } from '../i18n/translation';
import { useGesture } from '../ui/use-gesture';
import { NumberField } from '../ui/NumberField';

export interface ConnectorPropertiesProps {
  editor: EditorEngine;
  elementId: string;
}

/**
 * The selected line, arrow or connector: its colour, width and dash, and the heads at either end
 * (a plain line has none). A visit to the colour picker or the width field is one undo step.
 */
export default function ConnectorProperties({ editor, elementId }: ConnectorPropertiesProps) {
  const { t } = useTranslation('editor');
  const ids = useId();
  const gesture = useGesture();
  const startGesture = () => gesture.start();
  const element = useStore(editor.store, (state) => connectorById(state.document, elementId));
  if (!element) return null;
  const set = (change: ConnectorStyle, inGesture = false) =>
    setConnectorStyle(editor, elementId, change, inGesture ? gesture.current : undefined);
  const heads = element.type === 'line' ? null : element;

  return (
    <section className="figura-connector-properties" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>
        {t(`connector.title.${element.type === 'line' ? 'line' : 'arrow'}`)}
      </h2>
      <div className="figura-inspector-fields">
        <label htmlFor={`${ids}-colour`}>{t('connector.colour')}</label>
        <input
          id={`${ids}-colour`}
          type="color"
          value={colourInputValue(element.stroke, '#000000')}
          onFocus={startGesture}
          onChange={(event) => set({ stroke: event.target.value }, true)}
        />
        <NumberField
          label={t('connector.width')}
          unit="px"
          min={STROKE_WIDTH_RANGE.min}
          max={STROKE_WIDTH_RANGE.max}
          step={0.5}
          value={element.strokeWidth}
          onFocus={startGesture}
          onCommit={(strokeWidth) => set({ strokeWidth }, true)}
        />
        <label htmlFor={`${ids}-dash`}>{t('connector.dash')}</label>
        <select
          id={`${ids}-dash`}
          className="figura-input"
          value={element.strokeDash}
          onChange={(event) =>
            set({ strokeDash: event.target.value as ConnectorStyle['strokeDash'] })
          }
        >
          {STROKE_DASHES.map((dash) => (
            <option key={dash} value={dash}>
              {t(`connector.dashes.${dash}`)}
            </option>
          ))}
        </select>
        {heads
          ? (['headStart', 'headEnd'] as const).map((end) => (
              <HeadField
                key={end}
                id={`${ids}-${end}`}
                label={t(`connector.${end}`)}
                value={heads[end]}
                onChange={(value) => set({ [end]: value })}
              />
            ))
          : null}
      </div>
    </section>
  );
}

function HeadField(props: {
  id: string;
  label: string;
  value: ConnectorStyle['headEnd'];
  onChange: (value: ConnectorStyle['headEnd']) => void;
}) {
  const { t } = useTranslation('editor');
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        className="figura-input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as ConnectorStyle['headEnd'])}
      >
        {ARROW_HEADS.map((head) => (
          <option key={head} value={head}>
            {t(`connector.heads.${head}`)}
          </option>
        ))}
      </select>
    </>
  );
}
