import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@figura/react-editor/i18n';
import { errorText } from '@figura/sdk-core/api';
import { MAX_CREATION_NAME } from '@figura/sdk-core/schema';

/**
 * The creation's name in the header, editable in place: Enter or leaving the field renames,
 * Escape puts the name back. `rename` stores it (through the editor once it is open, so Ctrl+Z
 * takes a rename back); a refused name is reported and the stored one shown again.
 */
export function CreationNameField({
  name,
  rename,
  readOnly = false,
}: {
  name: string;
  rename(name: string): Promise<void>;
  /** Someone who may only comment sees the name, not a field they could type in. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('portal');
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Escape leaves the field without saving; the blur that follows must not commit the draft.
  const discardOnBlur = useRef(false);

  useEffect(() => setDraft(name), [name]);

  async function commit() {
    if (discardOnBlur.current) {
      discardOnBlur.current = false;
      return setDraft(name);
    }
    const next = draft.trim();
    if (next === name) return setDraft(name);
    if (!next) {
      setError(t('editorPage.nameEmpty'));
      return setDraft(name);
    }
    setSaving(true);
    try {
      await rename(next);
      setError(null);
    } catch (caught) {
      setError(errorText(caught, t));
      setDraft(name);
    } finally {
      setSaving(false);
    }
  }

  if (readOnly) return <span className="creation-name-field creation-name-text">{name}</span>;
  return (
    <span className="creation-name-field">
      <input
        aria-label={t('editorPage.name')}
        value={draft}
        maxLength={MAX_CREATION_NAME}
        disabled={saving}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
          if (event.key === 'Escape') {
            discardOnBlur.current = true;
            event.currentTarget.blur();
          }
        }}
      />
      {error && (
        <span role="alert" className="name-error">
          {error}
        </span>
      )}
    </span>
  );
}
