import { useId, useState } from 'react';
import { useStore } from 'zustand';
import {
  CANVAS_PRESETS,
  CANVAS_SIZE_RANGE,
  fromPx,
  presetOf,
  parseCanvasDimension,
  type CanvasSize,
  type LengthUnit,
} from '@figura/sdk-core/arrange';
import type { CreationType } from '@figura/sdk-core/model';
import type { EditorStore } from '@figura/sdk-core/stores';
import {
  PREFLIGHT_PROFILES,
  colourInputValue,
  isProfileId,
  journalSizedAs,
  profileLabel,
  profilePrintSize,
  setCanvasBackground,
  type PreflightSession,
} from '@figura/sdk-core/editor';
import { useTranslation } from '../i18n/translation';
import { ProfileOptions } from '../panels/preflight/ProfileOptions';
import { SidePanel } from '../ui/SidePanel';
import { useGesture } from '../ui/use-gesture';

export interface CanvasPanelProps {
  store: EditorStore;
  unit: LengthUnit;
  onUnitChange: (unit: LengthUnit) => void;
  /** Applies a size (one history entry; the view re-fits). */
  onResize: (size: CanvasSize) => void;
  /** The editor's preflight: a journal's size also makes it the profile the slide is checked for. */
  preflight?: PreflightSession;
  onClose: () => void;
}

/** The registry's journals (not the custom profile): their design size and print size. */
const JOURNALS = PREFLIGHT_PROFILES.filter((profile) => profile.kind !== 'custom');
/** The preset groups, named by their creation type (`creationTypes.<type>` in `common`). */
const GROUPS: readonly CreationType[] = ['abstract', 'slide', 'infographic', 'poster'];

/** Canvas size (presets, custom in px or cm) and background colour of the open slide. */
export function CanvasPanel({
  store,
  unit,
  onUnitChange,
  onResize,
  preflight,
  onClose,
}: CanvasPanelProps) {
  const width = useStore(store, (state) => state.document.width);
  const height = useStore(store, (state) => state.document.height);
  const background = useStore(store, (state) => state.document.background);
  const { t } = useTranslation('editor');
  // Preset, creation type and history names are the engine's (common namespace).
  const { t: engineWords } = useTranslation('common');
  const id = useId();
  // The fields hold what the user typed until it is applied; `null` shows the document's size.
  const [draft, setDraft] = useState<{ width: string; height: string } | null>(null);
  // Which fields hold a size out of range (after Apply); the message names the allowed range.
  const [invalid, setInvalid] = useState<{ width: boolean; height: boolean } | null>(null);
  // The paper is said once, under the kind whose preset this size is (a talk's, or a poster's).
  const ownPreset = presetOf({ width, height });
  const paper = ownPreset?.printCm;
  const shown = draft ?? {
    width: String(fromPx(width, unit)),
    height: String(fromPx(height, unit)),
  };
  // Each focus of the colour input starts a new history entry; picking within it merges.
  const gesture = useGesture();

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
    <SidePanel
      className="figura-canvas-panel"
      title={t('canvasPanel.title')}
      closeLabel={t('canvasPanel.close')}
      onClose={onClose}
    >
      <JournalSize
        width={width}
        height={height}
        onChoose={(profile) => {
          setDraft(null);
          setInvalid(null);
          onResize(profile.canvas);
          if (isProfileId(profile.id)) preflight?.setProfile(profile.id);
        }}
      />
      {GROUPS.map((type) => (
        <section
          key={type}
          aria-label={t('canvasPanel.sizesOf', { type: t(`common:creationTypes.${type}`) })}
        >
          <h3>{t(`common:creationTypes.${type}`)}</h3>
          <ul className="figura-presets">
            {CANVAS_PRESETS.filter((preset) => preset.type === type).map((preset) => (
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
                  <span>
                    {t(`common:canvas.presets.${preset.id}`, {
                      width: preset.width,
                      height: preset.height,
                    })}
                  </span>
                  <span>
                    {preset.width} × {preset.height}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {paper && ownPreset?.type === type ? (
            <p className="figura-hint">
              {type === 'poster'
                ? t('canvasPanel.paper', { ...paper })
                : t('canvasPanel.slidePaper', { ...paper })}
            </p>
          ) : null}
        </section>
      ))}
      <h3>{t('canvasPanel.customSize')}</h3>
      <form
        className="figura-field-row"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <label>
          {t('canvasPanel.width')}
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
          {t('canvasPanel.height')}
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
        <button type="submit" className="figura-button figura-secondary">
          {t('canvasPanel.apply')}
        </button>
      </form>
      {invalid ? (
        <p id={`${id}-error`} className="figura-field-error" role="alert">
          {t('common:canvas.sizeRange', CANVAS_SIZE_RANGE)}
        </p>
      ) : null}
      <div className="figura-field-row" role="group" aria-label={t('canvasPanel.unit')}>
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
        <label htmlFor={`${id}-background`}>{t('canvasPanel.background')}</label>
        <input
          id={`${id}-background`}
          type="color"
          value={colourInputValue(background, '#ffffff')}
          onFocus={() => gesture.start()}
          onChange={(event) =>
            setCanvasBackground(
              store,
              event.target.value,
              engineWords,
              `background-${gesture.current}`,
            )
          }
        />
      </div>
    </SidePanel>
  );
}

export default CanvasPanel;

/**
 * A journal's size: the registry's profiles by kind; choosing one sizes the slide as the journal
 * asks and says at what print size and smallest text it will be checked.
 */
function JournalSize({
  width,
  height,
  onChoose,
}: {
  width: number;
  height: number;
  onChoose: (profile: (typeof JOURNALS)[number]) => void;
}) {
  const { t } = useTranslation('editor');
  const id = useId();
  const matching = journalSizedAs({ width, height });
  return (
    <section className="figura-journal-size" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('canvasPanel.journal')}</h3>
      <select
        className="figura-input"
        aria-labelledby={`${id}-title`}
        aria-describedby={matching ? `${id}-print` : undefined}
        value={matching?.id ?? ''}
        onChange={(event) => {
          const chosen = JOURNALS.find((profile) => profile.id === event.target.value);
          if (chosen) onChoose(chosen);
        }}
      >
        <option value="" disabled>
          {t('canvasPanel.chooseJournal')}
        </option>
        <ProfileOptions
          profiles={JOURNALS}
          label={(profile) =>
            t('canvasPanel.journalOption', {
              name: profileLabel(profile, t),
              width: profile.canvas.width,
              height: profile.canvas.height,
            })
          }
        />
      </select>
      {matching ? (
        <p id={`${id}-print`} className="figura-hint">
          {profilePrintSize(matching, t)}
        </p>
      ) : null}
    </section>
  );
}
