import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { DEFAULT_BACKGROUND_REMOVAL, type EditorEngine } from '@figura/sdk-core/editor';
import { useTranslation } from '../i18n/translation';
import { PlanAllowanceNote } from '../ui/PlanAllowanceNote';
import { canvasCodec } from './pixel-codec';

/**
 * Remove background for the selected picture: how close to the backdrop's colour a pixel may be
 * and still go, a soft edge, whether enclosed areas stay; what the plan allows, before the work.
 */
export function BackgroundRemovalFields({
  editor,
  elementId,
}: {
  editor: EditorEngine;
  elementId: string;
}) {
  const { t } = useTranslation('editor');
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const toleranceId = useId();
  const featherId = useId();
  const [options, setOptions] = useState(DEFAULT_BACKGROUND_REMOVAL);
  const removal = editor.backgroundRemoval;
  const { status, message, allowance } = useStore(removal.state);
  useEffect(() => void removal.prepare(), [removal]);
  const full = removal.atLimit();
  const working = status === 'working';
  const apply = () => {
    const view = rootRef.current?.ownerDocument.defaultView;
    if (view) void removal.apply(elementId, options, canvasCodec(view, t));
  };
  return (
    <fieldset ref={rootRef} className="figura-background-removal">
      <legend>{t('inspector.background.title')}</legend>
      <div className="figura-field">
        <label htmlFor={toleranceId}>
          {t('inspector.background.tolerance', { value: options.tolerance })}
        </label>
        <input
          id={toleranceId}
          type="range"
          min={0}
          max={50}
          value={options.tolerance}
          disabled={working}
          onChange={(event) => setOptions({ ...options, tolerance: Number(event.target.value) })}
        />
      </div>
      <div className="figura-field">
        <label htmlFor={featherId}>
          {t('inspector.background.feather', { value: options.feather })}
        </label>
        <input
          id={featherId}
          type="range"
          min={0}
          max={6}
          value={options.feather}
          disabled={working}
          onChange={(event) => setOptions({ ...options, feather: Number(event.target.value) })}
        />
      </div>
      <label className="figura-check">
        <input
          type="checkbox"
          checked={options.keepHoles}
          disabled={working}
          onChange={(event) => setOptions({ ...options, keepHoles: event.target.checked })}
        />
        {t('inspector.background.keepHoles')}
      </label>
      <PlanAllowanceNote
        allowance={allowance}
        upsell="backgroundRemoval"
        usage={(counts) => t('inspector.background.allowance', counts)}
        hintClassName="figura-inspector-hint"
      />
      {status === 'failed' && message ? <p role="alert">{message}</p> : null}
      <button
        type="button"
        className="figura-button figura-secondary"
        disabled={working || full}
        aria-busy={working}
        onClick={apply}
      >
        {working ? t('inspector.background.working') : t('inspector.background.apply')}
      </button>
    </fieldset>
  );
}
