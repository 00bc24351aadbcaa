import { useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { DYNAMIC_SHAPE_DEFAULTS } from '@figura/sdk-core/render';
import type { DynamicShapeElement, DynamicShapeParams } from '@figura/sdk-core/schema';
import type { EditorStore } from '@figura/sdk-core/stores';
import { ADD_CSS } from './add-styles';
import { PARAMETERS_BY_KIND, type ParameterSpec } from './parameters';
import { useTranslation } from '../i18n/translation';
import { useStyleSheet } from '../ui/use-style-sheet';
import { useGesture } from '../ui/use-gesture';

export interface ShapePropertiesProps {
  store: EditorStore;
  elementId: string;
}

function Parameter(props: {
  spec: ParameterSpec;
  value: number;
  onChange: (value: number, gesture: string) => void;
}) {
  const { spec, value, onChange } = props;
  const { t } = useTranslation('editor');
  const label = t(`add.params.${spec.name}`);
  const id = useId();
  // One history entry per gesture: a slider drag, or one visit to the number field.
  const gesture = useGesture();
  const startGesture = () => gesture.start();
  const [draft, setDraft] = useState<string | null>(null);
  const change = (raw: string) => {
    const parsed = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(parsed)) return;
    const clamped = Math.min(
      spec.max,
      Math.max(spec.min, spec.integer ? Math.round(parsed) : parsed),
    );
    if (clamped !== value) onChange(clamped, gesture.current);
  };
  return (
    <div className="figura-param">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={spec.min}
        max={spec.max}
        step={spec.step}
        value={value}
        onPointerDown={startGesture}
        onKeyDown={startGesture}
        onChange={(event) => change(event.target.value)}
      />
      <input
        className="figura-input"
        type="number"
        aria-label={t('add.paramValue', { name: label })}
        min={spec.min}
        max={spec.max}
        step={spec.step}
        value={draft ?? String(value)}
        onFocus={startGesture}
        onBlur={() => setDraft(null)}
        onChange={(event) => {
          setDraft(event.target.value);
          change(event.target.value);
        }}
      />
    </div>
  );
}

/** The parameters of the selected adjustable shape (corner radius, star points, arrow head…). */
export default function ShapeProperties({ store, elementId }: ShapePropertiesProps) {
  const rootRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const { t } = useTranslation('editor');
  useStyleSheet(rootRef, 'add', ADD_CSS);
  const element = useStore(store, (state) =>
    state.document.elements.find(
      (candidate): candidate is DynamicShapeElement =>
        candidate.id === elementId && candidate.type === 'dynamic_shape',
    ),
  );
  if (!element) return null;
  const specs = PARAMETERS_BY_KIND[element.kind];

  const update = (name: keyof DynamicShapeParams, value: number, gesture: string) =>
    store.getState().commit(
      (doc) => ({
        ...doc,
        elements: doc.elements.map((candidate) =>
          candidate.id === elementId && candidate.type === 'dynamic_shape'
            ? { ...candidate, params: { ...candidate.params, [name]: value } }
            : candidate,
        ),
      }),
      t('common:history.changeShape'),
      { mergeKey: `shape-param:${elementId}:${name}:${gesture}` },
    );

  return (
    <section ref={rootRef} className="figura-shape-properties" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('add.shapeProperties')}</h2>
      {specs.map((spec) => (
        <Parameter
          key={spec.name}
          spec={spec}
          value={element.params[spec.name] ?? DYNAMIC_SHAPE_DEFAULTS[spec.name]}
          onChange={(value, gesture) => update(spec.name, value, gesture)}
        />
      ))}
    </section>
  );
}
