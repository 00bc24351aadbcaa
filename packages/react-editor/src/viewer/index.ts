// @figura/react-editor/viewer: a read-only look at a creation, apart from the editor (a host that
// only shows creations does not load the editor's code).
export { CreationViewer } from './CreationViewer';
export type {
  CreationViewerProps,
  ViewerErrorDetail,
  ViewerReadyDetail,
  ViewerSlideDetail,
} from './types';
