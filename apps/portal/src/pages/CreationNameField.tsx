import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@figura/react-editor/i18n';
import { errorText } from '@figura/sdk-core/i18n';
import type { Creation } from '@figura/sdk-core/schema';
import { useSession } from '../session/SessionContext';

/**
 * The creation's name in the header, editable in place: Enter or leaving the field saves,
 * Escape puts the stored name back. A refused name is reported and the stored one restored.
 */
export function CreationNameField({
  creation,
  onRenamed,
}: {
  creation: Creation;
  onRenamed(creation: Creation): void;
}) {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const [draft, setDraft] = useState(creation.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Escape leaves the field without saving; the blur that follows must not commit the draft.
  const discardOnBlur = useRef(false);

  useEffect(() => setDraft(creation.name), [creation.name]);

  async function commit() {
    if (discardOnBlur.current) {
      discardOnBlur.current = false;
      return setDraft(creation.name);
    }
    const name = draft.trim();
    if (name === creation.name) return setDraft(creation.name);
    if (!name) {
      setError(t('editorPage.nameEmpty'));
      return setDraft(creation.name);
    }
    setSaving(true);
    try {
      onRenamed(await api.updateCreation(creation.id, { name }));
      setError(null);
    } catch (caught) {
      setError(errorText(caught, t));
      setDraft(creation.name);
    } finally {
      setSaving(false);
    }
  }

  return (
    <span className="creation-name-field">
      <input
        aria-label={t('editorPage.name')}
        value={draft}
        maxLength={200}
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
