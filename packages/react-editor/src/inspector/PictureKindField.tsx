import { useId } from 'react';
import { setPictureKind, type EditorEngine } from '@figura/sdk-core/editor';
import { PICTURE_KINDS, type PictureKind, type UploadElement } from '@figura/sdk-core/model';
import { useTranslation } from '../i18n/translation';

/**
 * What an uploaded picture is (a photograph, one with lettering, line art): print asks more
 * pixels of each, and preflight's resolution check reads it. One history step per choice.
 */
export function PictureKindField({
  editor,
  element,
}: {
  editor: EditorEngine;
  element: UploadElement;
}) {
  const { t } = useTranslation('editor');
  const id = useId();
  return (
    <div className="figura-field">
      <label htmlFor={id}>{t('inspector.pictureKind.label')}</label>
      <select
        id={id}
        className="figura-input"
        aria-describedby={`${id}-hint`}
        value={element.pictureKind ?? 'photo'}
        onChange={(event) => setPictureKind(editor, element.id, event.target.value as PictureKind)}
      >
        {PICTURE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`inspector.pictureKind.${kind}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="figura-inspector-hint">
        {t('inspector.pictureKind.hint')}
      </p>
    </div>
  );
}
