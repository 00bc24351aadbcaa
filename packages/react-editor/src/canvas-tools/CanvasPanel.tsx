import { useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import {
  CANVAS_PRESETS,
  CANVAS_SIZE_MESSAGE,
  fromPx,
  parseCanvasDimension,
  type CanvasSize,
  type LengthUnit,
} from '@figura/sdk-core/arrange';
import type { CreationType } from '@figura/sdk-core/model';
import type { EditorStore } from '@figura/sdk-core/stores';
import { setCanvasBackground } from '@figura/sdk-core/editor';

export interface CanvasPanelProps {
  store: EditorStore;
  unit: LengthUnit;
  onUnitChange: (unit: LengthUnit) => void;
  /** Applies a size (one history entry; the view re-fits). */
  onResize: (size: CanvasSize) => void;
  onClose: () => void;
}

const GROUPS: { type: CreationType; label: string }[] = [
  { type: 'abstract', label: 'Graphical abstract' },
  { type: 'slide', label: 'Slide' },
  { type: 'infographic', label: 'Infographic' },
  { type: 'poster', label: 'Poster' },
];

/** Canvas size (presets, custom in px or cm) and background colour of the open slide. */
export function CanvasPanel({ store, unit, onUnitChange, onResize, onClose }: CanvasPanelProps) {
  const width = useStore(store, (state) => state.document.width);
  const height = useStore(store, (state) => state.document.height);
  const background = useStore(store, (state) => state.document.background);
  const id = useId();
  // The fields hold what the user typed until it is applied; `null` shows the document's size.
  const [draft, setDraft] = useState<{ width: string; height: string } | null>(null);
  // Which fields hold a size out of range (after Apply); the message names the allowed range.
  const [invalid, setInvalid] = useState<{ width: boolean; height: boolean } | null>(null);
  const shown = draft ?? {
    width: String(fromPx(width, unit)),
    height: String(fromPx(height, unit)),
  };
  // Each focus of the colour input starts a new history entry; picking within it merges.
  const gesture = useRef(0);

  const apply = () => {
    const nextWidth = parseCanvasDimension(shown.width, unit);
    const nextHeight = parseCanvasDimension(shown.height, unit);
    if (nextWidth === null || nextHeight === null) {
      setInvalid({ width: nextWidth === null, height: nextHeight === null });
      return;
    }
    setInvalid(null);
    setDraft(null);
    onResize({ width: nextWidth, height: nextHeight });
  };

  const edit = (field: 'width' | 'height', value: string) => {
    setInvalid(null);
    setDraft({ ...shown, [field]: value });
  };

  return (
    <aside className="figura-panel figura-canvas-panel" aria-label="Canvas panel">
      <div className="figura-panel-header">
        <h2>Canvas</h2>
        <button type="button" className="figura-button" aria-label="Close canvas" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="figura-panel-body">
        {GROUPS.map((group) => (
          <section key={group.type} aria-label={`${group.label} sizes`}>
            <h3>{group.label}</h3>
            <ul className="figura-presets">
              {CANVAS_PRESETS.filter((preset) => preset.type === group.type).map((preset) => (
                <li key={preset.id}>
                  <button
                    type="button"
                    className="figura-button"
                    data-preset={preset.id}
                    aria-pressed={preset.width === width && preset.height === height}
                    onClick={() => {
                      setDraft(null);
                      setInvalid(null);
                      onResize({ width: preset.width, height: preset.height });
                    }}
                  >
                    <span>{preset.label}</span>
                    <span>
                      {preset.width} × {preset.height}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <h3>Custom size</h3>
        <form
          className="figura-field-row"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <label>
            Width
            <input
              type="number"
              step="any"
              name="width"
              value={shown.width}
              aria-invalid={invalid?.width ?? false}
              aria-describedby={invalid?.width ? `${id}-error` : undefined}
              onChange={(event) => edit('width', event.target.value)}
            />
          </label>
          <label>
            Height
            <input
              type="number"
              step="any"
              name="height"
              value={shown.height}
              aria-invalid={invalid?.height ?? false}
              aria-describedby={invalid?.height ? `${id}-error` : undefined}
              onChange={(event) => edit('height', event.target.value)}
            />
          </label>
          <button type="submit" className="figura-button">
            Apply
          </button>
        </form>
        {invalid ? (
          <p id={`${id}-error`} className="figura-field-error" role="alert">
            {CANVAS_SIZE_MESSAGE}
          </p>
        ) : null}
        <div className="figura-field-row" role="group" aria-label="Unit">
          {(['px', 'cm'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="figura-button"
              aria-pressed={unit === option}
              onClick={() => {
                setDraft(null);
                setInvalid(null);
                onUnitChange(option);
              }}
            >
              {option}
            </button>
          ))}
        </div>
        <div className="figura-field">
          <label htmlFor={`${id}-background`}>Background colour</label>
          <input
            id={`${id}-background`}
            type="color"
            value={/^#[0-9a-f]{6}$/i.test(background) ? background : '#ffffff'}
            onFocus={() => (gesture.current += 1)}
            onChange={(event) =>
              setCanvasBackground(store, event.target.value, `background-${gesture.current}`)
            }
          />
        </div>
      </div>
    </aside>
  );
}

export default CanvasPanel;
