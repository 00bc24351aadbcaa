import { useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyPart } from '@figura/react-editor/boundary';
import type { CreationType } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';
import { PartBoundary } from '../navigation/part-boundary';

// The journal sizes are shown on demand: out of the first page's JavaScript.
const JournalBlankChoice = lazyPart(() =>
  import('./JournalBlankChoice').then((module) => ({ default: module.JournalBlankChoice })),
);

// The kinds a person starts (a custom one comes from an order).
const NEW_CREATION_TYPES: CreationType[] = ['abstract', 'slide', 'infographic', 'poster'];

/**
 * One button per kind of creation. "New graphical abstract" opens a choice first: the guided
 * builder (where it applies), a blank canvas, or a journal's size.
 */
export function CreateButtons({
  creating,
  onCreate,
  workspace,
}: {
  creating: CreationType | null;
  onCreate: (type: CreationType, size?: { width: number; height: number }) => void | Promise<void>;
  /** A team workspace (its id) the new creations go to, the builder's too; else the person's own. */
  workspace?: string;
}) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const [choosingAbstract, setChoosingAbstract] = useState(false);
  const busy = creating !== null;
  return (
    <>
      <div className="create-buttons">
        {NEW_CREATION_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={type === 'abstract' ? 'button primary' : 'button'}
            {...(type === 'abstract'
              ? {
                  'aria-expanded': choosingAbstract,
                  'aria-controls': 'new-abstract-choice',
                  onClick: () => setChoosingAbstract((open) => !open),
                }
              : { onClick: () => void onCreate(type) })}
            disabled={busy}
            aria-busy={creating === type}
          >
            {t(`myCreations.new.${type}`)}
          </button>
        ))}
      </div>
      {choosingAbstract && (
        <div
          id="new-abstract-choice"
          role="group"
          aria-label={t('myCreations.abstractChoice.label')}
          className="create-choice"
        >
          <button
            type="button"
            className="button primary"
            onClick={() =>
              navigate(
                workspace ? `/builder?workspace=${encodeURIComponent(workspace)}` : '/builder',
              )
            }
          >
            {t('myCreations.abstractChoice.builder')}
          </button>
          <span className="create-choice-hint">{t('myCreations.abstractChoice.builderHint')}</span>
          <button
            type="button"
            className="button"
            onClick={() => void onCreate('abstract')}
            disabled={busy}
          >
            {t('myCreations.abstractChoice.blank')}
          </button>
          <span className="create-choice-hint">{t('myCreations.abstractChoice.blankHint')}</span>
          <PartBoundary>
            <JournalBlankChoice
              disabled={busy}
              onChoose={(size) => void onCreate('abstract', size)}
            />
          </PartBoundary>
        </div>
      )}
    </>
  );
}
