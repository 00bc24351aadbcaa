import { useEffect, useId, useRef, useState } from 'react';
import type { ScientificTools } from '@figura/sdk-core/editor';
import { MAX_SCIENTIFIC_DATA_CHARS, type ScientificElement } from '@figura/sdk-core/model';
import { useTranslation } from '../../i18n/translation';
import { saveBlobAs } from '../../editor/save-file';

export interface ScientificDataFieldProps {
  element: ScientificElement;
  tools: ScientificTools;
  /** Applies new data; resolves to why it cannot be read, or null once drawn. */
  apply: (data: string, gesture?: 'typing') => Promise<string | null>;
  /** Starts a new undo step (focus on the field). */
  onStartTyping: () => void;
}

/** Sizes are told in kilobytes of 1,000 bytes, as file browsers tell them. */
const KB = 1000;

/**
 * The object's data as text: typed or pasted (each change re-draws it; a typing run is one undo
 * step), loaded from a file (refused over the limit, by name, before reading), or the sample
 * downloaded to see the format. Data that cannot be read stays in the field with the line and
 * what was expected; the drawing keeps the last data that could.
 */
export function ScientificDataField({
  element,
  tools,
  apply,
  onStartTyping,
}: ScientificDataFieldProps) {
  const { t } = useTranslation('editor');
  const ids = { data: useId(), hint: useId(), problem: useId() };
  const fileRef = useRef<HTMLInputElement>(null);
  // What the person typed that does not read yet: shown instead of the stored data.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef<string | null>(null);
  const kind = tools.SCIENTIFIC_KINDS[element.type];
  // The data changed from elsewhere (undo, redo, a co-editor): what was typed gives way to it.
  useEffect(() => {
    if (latest.current === null || latest.current === element.data) return;
    latest.current = null;
    setDraft(null);
    setProblem(null);
  }, [element.data]);

  const change = (value: string, gesture?: 'typing') => {
    latest.current = value;
    setDraft(value);
    void apply(value, gesture).then((message) => {
      if (latest.current !== value) return;
      setProblem(message);
      if (message === null) setDraft(null);
    });
  };

  const load = async (file: File) => {
    if (file.size > MAX_SCIENTIFIC_DATA_CHARS) {
      setProblem(
        t('scientific.errors.tooLarge', {
          name: file.name,
          size: Math.ceil(file.size / KB),
          limit: Math.floor(MAX_SCIENTIFIC_DATA_CHARS / KB),
        }),
      );
      return;
    }
    try {
      change(await file.text());
    } catch {
      setProblem(t('scientific.errors.unreadable', { name: file.name }));
    }
  };

  return (
    <div className="figura-scientific-data-field">
      <label htmlFor={ids.data}>{t('scientific.data')}</label>
      <p id={ids.hint} className="figura-scientific-hint">
        {t(`scientific.${element.type}.format`)}{' '}
        {t('scientific.limit', { limit: Math.floor(MAX_SCIENTIFIC_DATA_CHARS / KB) })}
      </p>
      <textarea
        id={ids.data}
        className="figura-input figura-scientific-data"
        value={draft ?? element.data}
        spellCheck={false}
        maxLength={MAX_SCIENTIFIC_DATA_CHARS}
        aria-describedby={problem ? `${ids.problem} ${ids.hint}` : ids.hint}
        aria-invalid={problem ? true : undefined}
        onFocus={onStartTyping}
        onChange={(event) => change(event.target.value, 'typing')}
      />
      <p id={ids.problem} className="figura-scientific-problem" role="status">
        {problem ?? ''}
      </p>
      <div className="figura-scientific-actions">
        <button type="button" className="figura-button" onClick={() => fileRef.current?.click()}>
          {t('scientific.loadFile')}
        </button>
        <button
          type="button"
          className="figura-button"
          onClick={(event) =>
            saveBlobAs(
              event.currentTarget,
              new Blob([kind.sample], { type: 'text/plain' }),
              kind.sampleFile,
              t,
            )
          }
        >
          {t('scientific.downloadSample', { file: kind.sampleFile })}
        </button>
        {element.data !== kind.sample ? (
          <button type="button" className="figura-button" onClick={() => change(kind.sample)}>
            {t('scientific.useSample')}
          </button>
        ) : null}
      </div>
      <input
        ref={fileRef}
        type="file"
        // Not shown and not a stop for Tab: "Load a file…" opens it.
        style={{ display: 'none' }}
        tabIndex={-1}
        accept={kind.accept}
        aria-label={t('scientific.loadFile')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void load(file);
        }}
      />
    </div>
  );
}
