import { useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import {
  holdsPicture,
  illustrationSwatches,
  insertCredits,
  recolourPart,
  resetColours,
  setHueShift,
  type CreditsScope,
  type EditorEngine,
} from '@figura/sdk-core/editor';
import type { IllustrationElement } from '@figura/sdk-core/schema';
import { licenceLabel } from '@figura/sdk-core/model';
import { ILLUSTRATION_CSS } from './illustration-styles';
import { useTranslation } from '../i18n/translation';
import { useStyleSheet } from '../ui/use-style-sheet';
import { useGesture } from '../ui/use-gesture';

/** A name with its link when it has one (links are http(s) only: the schema checks). */
function Linked({ name, url }: { name: string; url?: string }) {
  return url ? (
    <a href={url} target="_blank" rel="noreferrer noopener">
      {name}
    </a>
  ) : (
    <>{name}</>
  );
}

function Attribution({ element }: { element: IllustrationElement }) {
  const { t } = useTranslation('editor');
  const { licence, author, source } = element;
  if (!licence && !author && !source)
    return <p className="figura-message">{t('illustration.noCredits')}</p>;
  return (
    <dl className="figura-credit-fields">
      {author ? (
        <>
          <dt>{t('illustration.author')}</dt>
          <dd>
            <Linked {...author} />
          </dd>
        </>
      ) : null}
      {licence ? (
        <>
          <dt>{t('illustration.licence')}</dt>
          <dd>
            <Linked name={licenceLabel(licence.spdx)} url={licence.url} />
          </dd>
        </>
      ) : null}
      {source ? (
        <>
          <dt>{t('illustration.source')}</dt>
          <dd>
            <Linked {...source} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function CreditsAction({ editor }: { editor: EditorEngine }) {
  const { t } = useTranslation('editor');
  const [scope, setScope] = useState<CreditsScope>('slide');
  const [includeCc0, setIncludeCc0] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const scopeId = useId();
  const add = () => {
    setNotice(null);
    insertCredits(editor, scope, { includeCc0 }).then(
      (line) => setNotice(line ? null : t('illustration.nothingToCredit')),
      (error: unknown) => editor.reportError('load', error),
    );
  };
  return (
    <div className="figura-credits-action">
      <label htmlFor={scopeId}>{t('illustration.creditsFor')}</label>
      <select
        id={scopeId}
        className="figura-input"
        value={scope}
        onChange={(event) => setScope(event.target.value as CreditsScope)}
      >
        <option value="slide">{t('illustration.scope.slide')}</option>
        <option value="creation">{t('illustration.scope.creation')}</option>
      </select>
      <label>
        <input
          type="checkbox"
          checked={includeCc0}
          onChange={(event) => setIncludeCc0(event.target.checked)}
        />{' '}
        {t('illustration.includeCc0')}
      </label>
      <button type="button" className="figura-button" onClick={add}>
        {t('illustration.addCredits')}
      </button>
      {notice ? (
        <p role="status" className="figura-message">
          {notice}
        </p>
      ) : null}
    </div>
  );
}

export interface IllustrationPropertiesProps {
  editor: EditorEngine;
  elementId: string;
}

/** The selected illustration: a swatch per colour part, a hue slider, Reset, its credits. */
export default function IllustrationProperties({ editor, elementId }: IllustrationPropertiesProps) {
  const { store, t: common } = editor;
  const { t } = useTranslation('editor');
  const rootRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const hueId = useId();
  useStyleSheet(rootRef, 'illustration', ILLUSTRATION_CSS);
  // One history entry per gesture: a visit to one colour picker, or one drag of the slider.
  const gesture = useGesture();
  const element = useStore(store, (state) =>
    state.document.elements.find(
      (candidate): candidate is IllustrationElement =>
        candidate.id === elementId && candidate.type === 'illustration',
    ),
  );
  const swatches = useMemo(() => (element ? illustrationSwatches(element) : []), [element]);
  if (!element) return null;

  return (
    <section
      ref={rootRef}
      className="figura-illustration-properties"
      aria-labelledby={headingId}
      data-testid="illustration-properties"
    >
      <h2 id={headingId}>{t('illustration.title')}</h2>
      <h3>{t('illustration.colours')}</h3>
      {holdsPicture(element) ? (
        <p className="figura-message" data-testid="illustration-picture">
          {t('illustration.picture')}
        </p>
      ) : null}
      <div className="figura-swatches" role="group" aria-label={t('illustration.colours')}>
        {swatches.map(({ part, shown }, index) => (
          <input
            key={part}
            type="color"
            value={shown}
            aria-label={t('illustration.swatch', { number: index + 1, colour: shown })}
            data-part={part}
            onFocus={() => gesture.start()}
            onChange={(event) =>
              recolourPart(store, elementId, part, event.target.value, common, gesture.current)
            }
          />
        ))}
      </div>
      <div className="figura-hue">
        <label htmlFor={hueId}>{t('illustration.hue')}</label>
        <span>{element.hueShift}°</span>
        <input
          id={hueId}
          type="range"
          min={-180}
          max={180}
          step={1}
          value={element.hueShift}
          onPointerDown={() => gesture.start()}
          onKeyDown={() => gesture.start()}
          onChange={(event) =>
            setHueShift(store, elementId, Number(event.target.value), common, gesture.current)
          }
        />
      </div>
      <button
        type="button"
        className="figura-button"
        disabled={Object.keys(element.colours).length === 0 && element.hueShift === 0}
        onClick={() => resetColours(store, elementId, common)}
      >
        {t('illustration.reset')}
      </button>
      <h3>{t('illustration.credits')}</h3>
      <Attribution element={element} />
      <CreditsAction editor={editor} />
    </section>
  );
}
