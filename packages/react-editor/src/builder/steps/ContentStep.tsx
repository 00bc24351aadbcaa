import { useId, useState, type ChangeEvent } from 'react';
import { useStore } from 'zustand';
import { ABSTRACT_IDS, BUILDER_TEXT_LIMITS, logoProblemMessage } from '@figura/sdk-core/builder';
import { useTranslation } from '../../i18n/translation';
import { Suggestions } from '../Suggestions';
import type { BuilderModel } from '../use-builder';
import { TooLong } from './TooLong';

const LOGO_TYPES = 'image/png,image/jpeg,image/svg+xml';

/** A file as a data: URL (FileReader from the input's own window). */
function readAsDataUrl(input: HTMLInputElement, file: File): Promise<string> {
  const Reader = input.ownerDocument.defaultView?.FileReader ?? FileReader;
  return new Promise((resolve, reject) => {
    const reader = new Reader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Step 3: the title, the key finding (with suggested ones) and the journal's or lab's logo. */
export function ContentStep({ model }: { model: BuilderModel }) {
  const { store } = model;
  const { t } = useTranslation('builder');
  const { t: tCommon } = useTranslation('common');
  const id = useId();
  const title = useStore(store, (state) => state.content.title);
  const highlight = useStore(store, (state) => state.content.highlight);
  const logo = useStore(store, (state) => state.content.logo);
  const highlights = useStore(store, (state) => state.suggestions.highlights);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const actions = store.getState();

  const onLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setLogoProblem(null);
    try {
      const content = await readAsDataUrl(input, file);
      const problem = store.getState().setLogo({ name: file.name, content });
      setLogoProblem(problem ? logoProblemMessage(problem, tCommon) : null);
    } catch {
      setLogoProblem(t('content.logoUnreadable'));
    }
    input.value = '';
  };

  return (
    <>
      <p className="figura-builder-hint">{t('content.hint')}</p>
      <div className="figura-field">
        <label htmlFor={`${id}-title`}>{t('content.title')}</label>
        <textarea
          id={`${id}-title`}
          className="figura-input"
          rows={2}
          value={title}
          maxLength={BUILDER_TEXT_LIMITS.title}
          placeholder={tCommon('builder.placeholders.title')}
          aria-describedby={`${id}-title-long`}
          onFocus={() => actions.setCurrentHighlight('title')}
          onChange={(event) => actions.setTitle(event.target.value)}
        />
        <TooLong
          model={model}
          elementId={ABSTRACT_IDS.title}
          id={`${id}-title-long`}
          text={title}
          onShorten={(words) => actions.setTitle(words)}
        />
      </div>
      <div className="figura-field">
        <label htmlFor={`${id}-highlight`}>{t('content.highlight')}</label>
        <textarea
          id={`${id}-highlight`}
          className="figura-input"
          rows={3}
          value={highlight}
          maxLength={BUILDER_TEXT_LIMITS.highlight}
          placeholder={tCommon('builder.placeholders.highlight')}
          aria-describedby={`${id}-highlight-hint ${id}-highlight-long`}
          onFocus={() => actions.setCurrentHighlight('highlight')}
          onChange={(event) => actions.setHighlight(event.target.value)}
        />
        <span id={`${id}-highlight-hint`} className="figura-builder-hint">
          {t('content.highlightHint')}
        </span>
        <TooLong
          model={model}
          elementId={ABSTRACT_IDS.highlight}
          id={`${id}-highlight-long`}
          text={highlight}
          onShorten={(words) => actions.setHighlight(words)}
        />
      </div>
      <Suggestions
        label={t('content.suggestedHighlights')}
        items={highlights.filter((text) => text !== highlight)}
        text={(text) => text}
        name={(text) => t('content.useHighlight', { text })}
        onPick={(text) => {
          actions.setCurrentHighlight('highlight');
          actions.setHighlight(text);
        }}
        limit={4}
      />
      <div className="figura-field">
        <label htmlFor={`${id}-logo`}>{t('content.logo')}</label>
        <input
          id={`${id}-logo`}
          type="file"
          accept={LOGO_TYPES}
          aria-describedby={`${id}-logo-hint`}
          onFocus={() => actions.setCurrentHighlight('title')}
          onChange={(event) => void onLogo(event)}
        />
        <span id={`${id}-logo-hint`} className="figura-builder-hint">
          {t('content.logoHint')}
        </span>
        {logoProblem ? <p role="alert">{logoProblem}</p> : null}
        {logo ? (
          <div className="figura-builder-logo">
            <img src={logo.content} alt={t('content.logoAlt', { name: logo.name })} />
            <button
              type="button"
              className="figura-button"
              onClick={() => {
                actions.setLogo(null);
                setLogoProblem(null);
              }}
            >
              {t('content.removeLogo')}
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
