// @figura/sdk-core/viewer: a read-only look at a creation (slides, zoom, keys), for viewers.
export {
  createViewerSession,
  VIEWER_ZOOM_STEPS,
  type ViewerApi,
  type ViewerSession,
  type ViewerSessionOptions,
  type ViewerState,
  type ViewerZoom,
} from './viewer-session';
