import { useEffect, useState } from 'react';
import type { EditorEngine } from '@figura/sdk-core/editor';
import { useTranslation } from '@figura/react-editor/i18n';

const TIPS = ['add', 'arrange', 'finish'] as const;

/** Where a person's "I have read the tips" is kept: this browser, per person. */
const storageKey = (userId: string) => `figura.editorTips.${userId}`;

function seen(userId: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(userId)) !== null;
  } catch {
    return false;
  }
}

/** What the tips read of the editor: who may edit, and the person's own edits. */
export type TipsEditor = Pick<EditorEngine, 'readOnly' | 'on' | 'canUndo' | 'getDocument'>;

/**
 * The editor's first open: three tips, one at a time, in a strip under the editor (it covers
 * nothing, so the canvas stays where it is). A tip gives way to the next once the person has
 * done what it says (added something, then moved or changed it); "Got it" or "Hide tips" and
 * they do not come back. They are about editing: someone who may only comment is not shown them.
 */
export function EditorTips({ userId, editor }: { userId: string; editor: TipsEditor }) {
  const { t } = useTranslation('portal');
  const [shown, setShown] = useState(() => !seen(userId));
  const [at, setAt] = useState(0);
  const { readOnly } = editor;
  useEffect(() => {
    if (!shown || readOnly) return;
    let count = editor.getDocument().elements.length;
    return editor.on('change', (document) => {
      const added = document.elements.length > count;
      count = document.elements.length;
      // Loading the saved version is no edit of the person's (it leaves nothing to undo). Asked
      // once the change has settled: a co-edited slide's history takes it in after this event.
      queueMicrotask(() => {
        if (editor.canUndo())
          setAt((tip) => (tip === 0 && added ? 1 : tip === 1 && !added ? 2 : tip));
      });
    });
  }, [editor, shown, readOnly]);
  if (!shown || readOnly) return null;
  const done = () => {
    try {
      window.localStorage.setItem(storageKey(userId), new Date().toISOString());
    } catch {
      // Private browsing without storage: hidden for this visit only.
    }
    setShown(false);
  };
  const tip = TIPS[at]!;
  const last = at === TIPS.length - 1;
  return (
    <aside className="editor-tips" aria-label={t('editorTips.label')}>
      <p className="editor-tips-count">
        {t('editorTips.count', { at: at + 1, count: TIPS.length })}
      </p>
      <p className="editor-tips-text" aria-live="polite">
        <strong>{t(`editorTips.tips.${tip}.title`)}</strong> {t(`editorTips.tips.${tip}.text`)}
      </p>
      <div className="editor-tips-actions">
        {at > 0 && (
          <button type="button" className="button small quiet" onClick={() => setAt(at - 1)}>
            {t('editorTips.back')}
          </button>
        )}
        {last ? (
          <button type="button" className="button small primary" onClick={done}>
            {t('editorTips.done')}
          </button>
        ) : (
          <button type="button" className="button small primary" onClick={() => setAt(at + 1)}>
            {t('editorTips.next')}
          </button>
        )}
        <button type="button" className="button small quiet" onClick={done}>
          {t('editorTips.hide')}
        </button>
      </div>
    </aside>
  );
}
