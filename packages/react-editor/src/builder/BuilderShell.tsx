import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { errorText } from '@figura/sdk-core/api';
import type { HighlightName } from '@figura/sdk-core/builder';
import { profileLabel } from '@figura/sdk-core/preflight';
import { useTranslation } from '../i18n/translation';
import { SaveStatus } from '../ui/SaveStatus';
import { GalleryImage } from './GalleryImage';
import { PreviewPane } from './preview/PreviewPane';
import { Stepper } from './Stepper';
import { ColorStep } from './steps/ColorStep';
import { ContentStep } from './steps/ContentStep';
import { ExportStep } from './steps/ExportStep';
import { JournalChoice } from './steps/JournalChoice';
import { BUILDER_STEPS, topicOfElement, type BuilderStep } from './steps/steps';
import { TemplateStep } from './steps/TemplateStep';
import { TopicsStep } from './steps/TopicsStep';
import { useBuilderEvents, type BuilderEventProps } from './use-builder-events';
import type { BuilderModel } from './use-builder';
import { useJournal } from './use-journal';

/** The map beside a step shows where its first field goes (until another has the focus). */
const FIRST_PART: Partial<Record<BuilderStep, HighlightName>> = {
  template: 'template',
  colours: 'template',
  content: 'title',
  topics: 'topic-1',
};

export interface BuilderShellProps extends BuilderEventProps {
  model: BuilderModel;
  allowExportAnyway: boolean;
  onCancel?: () => void;
  onContinue?: (creationId: string) => void;
}

/**
 * The builder on screen: its title, save status and the host's actions; the steps as a tab list;
 * the current step beside the live preview; Back and Next.
 */
export function BuilderShell({
  model,
  allowExportAnyway,
  onCancel,
  onContinue,
  ...events
}: BuilderShellProps) {
  const { t } = useTranslation('builder');
  const { t: tEditor } = useTranslation('editor');
  const { session, store } = model;
  const journal = useJournal(model);
  const idPrefix = `figura-builder-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [step, setStep] = useState<BuilderStep>('template');
  const [leaving, setLeaving] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const saving = useStore(session.status);
  useBuilderEvents(model, events);

  const index = BUILDER_STEPS.indexOf(step);
  const go = (next: BuilderStep, focusPanel = true) => {
    moved.current = focusPanel;
    setStep(next);
    const part = FIRST_PART[next];
    if (part) store.getState().setCurrentHighlight(part);
  };
  // Back, Next and a problem's link move the focus to the new step's heading.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [step]);

  const continueInEditor = onContinue
    ? () => {
        setLeaving(null);
        session
          .saveForEditor()
          .then(onContinue, (error: unknown) =>
            setLeaving(t('continueFailed', { reason: errorText(error, t) })),
          );
      }
    : undefined;

  return (
    <>
      <div className="figura-builder-header">
        <h2>{t('heading')}</h2>
        <SaveStatus
          status={saving.status}
          error={saving.error}
          onRetryNow={() => void session.retryNow().catch(() => undefined)}
          onKeepMine={() => void session.keepMine().catch(() => undefined)}
          onLoadTheirs={() => void session.loadTheirs().catch(() => undefined)}
        />
        <span className="figura-spacer" />
        {onCancel ? (
          <button type="button" className="figura-button figura-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
        {continueInEditor ? (
          <button
            type="button"
            className="figura-button figura-secondary"
            onClick={continueInEditor}
          >
            {t('continue')}
          </button>
        ) : null}
      </div>
      {leaving ? (
        <p role="alert" className="figura-alert">
          {leaving}
        </p>
      ) : null}
      <Stepper step={step} onStep={(next) => go(next, false)} idPrefix={idPrefix} />
      <div className="figura-builder-body">
        <div
          id={`${idPrefix}-panel`}
          role="tabpanel"
          aria-labelledby={`${idPrefix}-tab-${step}`}
          className="figura-builder-panel"
        >
          <h3 ref={headingRef} tabIndex={-1}>
            {t('steps.heading', {
              number: index + 1,
              count: BUILDER_STEPS.length,
              name: t(`steps.${step}`),
            })}
          </h3>
          {step !== 'export' ? <GalleryImage store={store} /> : null}
          {step === 'template' ? (
            <>
              {model.chooseJournal ? <JournalChoice model={model} /> : null}
              <TemplateStep model={model} />
            </>
          ) : null}
          {step === 'colours' ? <ColorStep store={store} /> : null}
          {step === 'content' ? <ContentStep model={model} /> : null}
          {step === 'topics' ? <TopicsStep model={model} /> : null}
          {step === 'export' ? (
            <ExportStep
              model={model}
              allowExportAnyway={allowExportAnyway}
              onContinue={continueInEditor}
              onFix={(target, elementId) => {
                const topic = topicOfElement(elementId);
                if (topic) store.getState().setCurrentHighlight(`topic-${topic}`);
                go(target);
              }}
            />
          ) : null}
        </div>
        <PreviewPane
          documents={session.documents}
          which={step === 'export' ? 'document' : 'draft'}
          profileName={profileLabel(journal, tEditor)}
        />
      </div>
      <div className="figura-builder-footer">
        <button
          type="button"
          className="figura-button figura-secondary"
          disabled={index === 0}
          onClick={() => go(BUILDER_STEPS[index - 1]!)}
        >
          {t('back')}
        </button>
        <span className="figura-spacer" />
        {index < BUILDER_STEPS.length - 1 ? (
          <button
            type="button"
            className="figura-button figura-primary"
            onClick={() => go(BUILDER_STEPS[index + 1]!)}
          >
            {t('next', { name: t(`steps.${BUILDER_STEPS[index + 1]!}`) })}
          </button>
        ) : null}
      </div>
    </>
  );
}
