// @figura/react-editor/builder: the graphical-abstract builder, apart from the editor (a host
// that shows only the builder does not load the editor's code).
export { AbstractBuilder } from './AbstractBuilder';
export {
  ContinuedEditor,
  type ContinuedEditorProps,
  type ContinuedEditorTarget,
} from './ContinuedEditor';
export type {
  AbstractBuilderHandle,
  AbstractBuilderProps,
  BuilderChangeDetail,
  BuilderErrorDetail,
  BuilderExportDetail,
  BuilderStateInput,
} from './types';
