import type { EditorEngine } from '@figura/sdk-core/editor';
import type { GenerationElement, UploadElement } from '@figura/sdk-core/model';
import { BackgroundRemovalFields } from './BackgroundRemovalFields';
import { GenerationProvenance } from './GenerationProvenance';
import { PictureKindField } from './PictureKindField';

/**
 * The Style tab of a picture (an upload or a generated image): where a generated one came from,
 * what an upload is for print, and its background's removal. Loaded when a picture is selected.
 */
export function PictureStyle({
  editor,
  element,
}: {
  editor: EditorEngine;
  element: UploadElement | GenerationElement;
}) {
  return (
    <>
      {element.type === 'generation' ? <GenerationProvenance element={element} /> : null}
      {element.type === 'upload' ? <PictureKindField editor={editor} element={element} /> : null}
      <BackgroundRemovalFields key={element.id} editor={editor} elementId={element.id} />
    </>
  );
}
