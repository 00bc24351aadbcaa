import { useRef, type ReactNode } from 'react';
import { createPictureElement } from '@figura/sdk-core/editor';
import type { Translate } from '@figura/sdk-core/i18n';
import { problemMessage } from './problem-message';
import { IMAGE_MIME_TYPES, type FiguraElement, type SlideDocument } from '@figura/sdk-core/schema';
import type { EditorNotice } from '../ui/editor-notice';

export interface ImagePicker {
  /** Opens the file chooser (call it from the click itself: browsers ask for a user gesture). */
  pick(): void;
  /** The hidden file input, to render once. */
  input: ReactNode;
}

/**
 * The Insert bar's Image: a file chooser whose file is read, cleaned (SVG) and added as an
 * upload. The reading code loads when a file is picked, never before.
 */
export function useImagePicker(options: {
  getDocument: () => SlideDocument;
  onAdd: (element: FiguraElement) => void;
  /** Something to tell the person: what cleaning left out, or why the file was refused. */
  onNotice: (notice: EditorNotice) => void;
  /** Why a file of this many bytes cannot be kept (the plan's uploads are full), or null. */
  refusal?: (file: { name: string; bytes: number }) => Promise<EditorNotice | null>;
  t: Translate;
  label: string;
}): ImagePicker {
  const ref = useRef<HTMLInputElement>(null);
  const latest = useRef(options);
  latest.current = options;
  const read = async (file: File | undefined) => {
    const input = ref.current;
    const view = input?.ownerDocument.defaultView;
    if (!file || !view) return;
    const { getDocument, onAdd, onNotice, refusal, t } = latest.current;
    try {
      // Said before the picture is placed: a save the API refuses later would lose the moment.
      const refused = await refusal?.({ name: file.name, bytes: file.size });
      if (refused) return onNotice(refused);
      const { readImageFile } = await import('./image-file');
      const { image, removed } = await readImageFile(file, view, t);
      onAdd(createPictureElement({ type: 'upload', image }, getDocument()));
      if (removed.length > 0)
        onNotice(t('add.imageCleaned', { name: image.fileName, list: removed.join(', ') }));
    } catch (error) {
      onNotice(problemMessage(error));
    } finally {
      // Picking the same file again must fire another change.
      if (input) input.value = '';
    }
  };
  return {
    pick: () => ref.current?.click(),
    input: (
      <input
        ref={ref}
        type="file"
        // Not shown and not a stop for Tab: the Insert bar's Image and the Shapes panel open it.
        style={{ display: 'none' }}
        accept={[...IMAGE_MIME_TYPES, '.svg'].join(',')}
        aria-label={options.label}
        tabIndex={-1}
        onChange={(event) => void read(event.target.files?.[0])}
      />
    ),
  };
}
