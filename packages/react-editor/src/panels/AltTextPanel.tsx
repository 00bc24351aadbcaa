import { useId } from 'react';
import { useStore } from 'zustand';
import {
  draftSlideDescription,
  setSlideAltText,
  slideDescription,
  type EditorEngine,
} from '@figura/sdk-core/editor';
import { MAX_ALT_TEXT, MAX_DESCRIPTION } from '@figura/sdk-core/model';
import { ElementAltField } from '../inspector/ElementAltField';
import { findElement } from '../inspector/find-element';
import { useTranslation } from '../i18n/translation';
import { SidePanel } from '../ui/SidePanel';
import { useGesture } from '../ui/use-gesture';

export interface AltTextPanelProps {
  editor: EditorEngine;
  onClose: () => void;
}

/**
 * Alt text for readers who cannot see the figure: the slide's short alt text and long
 * description (drafted from the figure, for the user to edit), and the selected element's own.
 * They go into the exports (an SVG's title and desc, a PDF's metadata) and the canvas's name.
 */
export default function AltTextPanel({ editor, onClose }: AltTextPanelProps) {
  const { store, t: common } = editor;
  const { t } = useTranslation('editor');
  const slideAltId = useId();
  const descriptionId = useId();
  const hintId = useId();
  const gesture = useGesture();
  const alt = useStore(store, (state) => state.document.alt ?? '');
  // A draft of a figure changed since shows drafted again: what the downloads will say.
  const description = useStore(store, (state) => slideDescription(state.document, common) ?? '');
  const selected = useStore(store, (state) =>
    state.selection.length === 1
      ? findElement(state.document.elements, state.selection[0]!)
      : undefined,
  );
  const newGesture = () => gesture.start();

  return (
    <SidePanel
      className="figura-alt-text"
      title={t('altText.title')}
      closeLabel={t('altText.close')}
      onClose={onClose}
    >
      <p id={hintId} className="figura-message">
        {t('altText.hint')}
      </p>
      <div className="figura-field">
        <label htmlFor={slideAltId}>{t('altText.slideAlt')}</label>
        <input
          id={slideAltId}
          className="figura-input"
          value={alt}
          maxLength={MAX_ALT_TEXT}
          aria-describedby={hintId}
          onFocus={newGesture}
          onChange={(event) =>
            setSlideAltText(store, { alt: event.target.value }, common, gesture.current)
          }
        />
      </div>
      <div className="figura-field">
        <label htmlFor={descriptionId}>{t('altText.description')}</label>
        <textarea
          id={descriptionId}
          className="figura-input"
          rows={16}
          value={description}
          maxLength={MAX_DESCRIPTION}
          onFocus={newGesture}
          onChange={(event) =>
            setSlideAltText(store, { description: event.target.value }, common, gesture.current)
          }
        />
      </div>
      <button
        type="button"
        className="figura-button figura-secondary"
        onClick={() => draftSlideDescription(store, common)}
      >
        {description ? t('altText.redraft') : t('altText.draft')}
      </button>
      {selected ? (
        <ElementAltField key={selected.id} editor={editor} element={selected} />
      ) : (
        <p className="figura-message">{t('altText.selectElement')}</p>
      )}
    </SidePanel>
  );
}
