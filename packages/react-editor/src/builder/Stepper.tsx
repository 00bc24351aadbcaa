import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/translation';
import { BUILDER_STEPS, type BuilderStep } from './steps/steps';

export interface StepperProps {
  step: BuilderStep;
  onStep: (step: BuilderStep) => void;
  /** The id prefix of the tabs and their panel (`${idPrefix}-tab-<step>`, `${idPrefix}-panel`). */
  idPrefix: string;
}

/**
 * The steps as a labelled tab list: one tab in the tab order (the current one), the arrow keys,
 * Home and End move between steps and show them, Tab goes on into the step's panel.
 */
export function Stepper({ step, onStep, idPrefix }: StepperProps) {
  const { t } = useTranslation('builder');
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = BUILDER_STEPS.indexOf(step);
    const last = BUILDER_STEPS.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(last, index + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, index - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = BUILDER_STEPS[next]!;
    onStep(target);
    listRef.current?.querySelector<HTMLButtonElement>(`#${idPrefix}-tab-${target}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={t('steps.label')}
      className="figura-builder-steps"
      onKeyDown={onKeyDown}
    >
      {BUILDER_STEPS.map((id, index) => (
        <button
          key={id}
          id={`${idPrefix}-tab-${id}`}
          type="button"
          role="tab"
          className="figura-builder-tab"
          aria-selected={id === step}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={id === step ? 0 : -1}
          onClick={() => onStep(id)}
        >
          <span className="figura-builder-tab-number" aria-hidden="true">
            {index + 1}
          </span>
          {t(`steps.${id}`)}
        </button>
      ))}
    </div>
  );
}
