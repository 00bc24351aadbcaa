import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { ImageGeneration } from '@figura/sdk-core/editor';
import {
  GENERATION_SHAPE_NAMES,
  MAX_PROMPT_LENGTH,
  upsellFor,
  type FiguraElement,
  type GenerationShape,
} from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';
import { PlanAllowanceNote } from '../ui/PlanAllowanceNote';

export interface GenerationFormProps {
  generation: ImageGeneration;
  /** Adds the picture (one undo step) and selects it. */
  onAdd: (element: FiguraElement) => void;
}

/**
 * A picture from a prompt: the prompt, the picture's shape and Generate; the job's progress
 * while the service draws; why it failed. The engine's ImageGeneration does the work.
 */
export function GenerationForm({ generation, onAdd }: GenerationFormProps) {
  const { t } = useTranslation('editor');
  const headingId = useId();
  const promptId = useId();
  const shapeId = useId();
  const [prompt, setPrompt] = useState('');
  const promptRef = useRef<HTMLTextAreaElement>(null);
  // Opened from the panel's choice: the form comes into view, ready to type in, and says what
  // the plan allows before anything is asked.
  useEffect(() => {
    promptRef.current?.focus();
    void generation.prepare();
  }, [generation]);
  const [shape, setShape] = useState<GenerationShape>('square');
  const { status, progress, message, allowance } = useStore(generation.state);
  const working = status === 'working';
  const full = generation.atLimit();
  // A plan without image generation (cap 0) is told so before anything is typed: no prompt.
  const notInPlan = allowance?.cap === 0;
  const allowanceNote = (
    <PlanAllowanceNote
      allowance={allowance}
      upsell={upsellFor('imageGenerations', allowance?.cap ?? null)}
      usage={(counts) => t('add.generation.allowance', counts)}
      hintClassName="figura-hint"
    />
  );
  const submit = async () => {
    const element = await generation.generate(prompt.trim(), shape);
    if (element) onAdd(element);
  };
  return (
    <section className="figura-add-form figura-generation-form" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('add.generation.title')}</h3>
      {generation.available && notInPlan ? (
        allowanceNote
      ) : generation.available ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!working && prompt.trim()) void submit();
          }}
        >
          <div className="figura-field">
            <label htmlFor={promptId}>{t('add.generation.prompt')}</label>
            <textarea
              ref={promptRef}
              id={promptId}
              className="figura-input"
              rows={3}
              value={prompt}
              maxLength={MAX_PROMPT_LENGTH}
              placeholder={t('add.promptExample')}
              disabled={working}
              onChange={(event) => setPrompt(event.target.value)}
            />
          </div>
          <div className="figura-field">
            <label htmlFor={shapeId}>{t('add.generation.shape')}</label>
            <select
              id={shapeId}
              className="figura-input"
              value={shape}
              disabled={working}
              onChange={(event) => setShape(event.target.value as GenerationShape)}
            >
              {GENERATION_SHAPE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {t(`add.generation.shapes.${name}`)}
                </option>
              ))}
            </select>
          </div>
          <p className="figura-hint">{t('add.generation.note')}</p>
          {allowanceNote}
          <div className="figura-add-form-actions">
            <button
              type="submit"
              className="figura-button figura-primary"
              disabled={working || full || !prompt.trim()}
            >
              {t('add.generation.generate')}
            </button>
          </div>
          {working ? (
            <div className="figura-generation-progress">
              {/* No value yet: the job waits in the queue (an indeterminate bar). */}
              <progress
                max={1}
                value={progress > 0 ? progress : undefined}
                aria-label={t('add.generation.progress')}
              />
              <span role="status">
                {progress > 0
                  ? t('add.generation.working', { percent: Math.round(progress * 100) })
                  : t('add.generation.queued')}
              </span>
            </div>
          ) : null}
          {status === 'failed' && message ? <p role="alert">{message}</p> : null}
        </form>
      ) : (
        <p>{t('add.generation.unavailable')}</p>
      )}
    </section>
  );
}
