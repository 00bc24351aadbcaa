import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createCreditsElement, type EditorEngine } from '@figura/sdk-core/editor';
import { missingCredits } from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';

/**
 * Said before a file leaves: the slide's library items whose licence asks for credit (CC BY)
 * and that no text on the slide credits yet, with the credits line one click away (at the foot
 * of the slide, to move where it fits). Without it a figure went to a journal uncredited.
 */
export function DownloadCredits({ editor }: { editor: EditorEngine }) {
  const { t } = useTranslation('editor');
  const doc = useStore(editor.store, (state) => state.document);
  const readOnly = useStore(editor.store, (state) => state.readOnly);
  const [added, setAdded] = useState(false);
  const addedRef = useRef<HTMLParagraphElement>(null);
  // The button pressed is gone: focus stays in the dialog (Escape, Tab) on what replaced it.
  useEffect(() => {
    if (added) addedRef.current?.focus();
  }, [added]);
  const missing = missingCredits(doc.elements);
  if (added)
    return (
      <p ref={addedRef} tabIndex={-1} role="status" className="figura-hint figura-download-credits">
        {t('download.creditsAdded')}
      </p>
    );
  if (!missing) return null;
  return (
    <div className="figura-upsell-note figura-download-credits">
      <p>{t('download.creditsMissing', { credits: missing })}</p>
      {readOnly ? null : (
        <button
          type="button"
          className="figura-button figura-secondary"
          onClick={() => {
            editor.addElement(createCreditsElement(missing, doc));
            setAdded(true);
          }}
        >
          {t('illustration.addCredits')}
        </button>
      )}
    </div>
  );
}
