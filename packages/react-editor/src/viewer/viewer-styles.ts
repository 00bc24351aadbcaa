import { COLLAB_CSS } from '../collab/collab-styles';
import { BASE_CSS } from '../ui/base-styles';
import { addStyleSheet } from '../ui/stylesheet';

/**
 * The viewer's rules over the base the editor shares (the reset, the `--figura-*` theme, the
 * common controls), under `.figura-root.figura-viewer`; adopted as a constructed stylesheet,
 * which a strict Content-Security-Policy allows.
 */
export const VIEWER_CSS: string = `${BASE_CSS}${COLLAB_CSS}
.figura-root.figura-viewer {
  display: flex; flex-direction: column; height: 100%; min-height: 320px;
  background: var(--figura-bg); color: var(--figura-fg);
}
.figura-viewer:focus-visible { outline: 2px solid var(--figura-focus); outline-offset: -2px; }
.figura-viewer .figura-viewer-bar {
  display: flex; flex-wrap: wrap; align-items: center; gap: 6px; padding: 6px 10px;
  background: var(--figura-toolbar-bg); border-bottom: 1px solid var(--figura-border);
}
.figura-viewer .figura-viewer-title { margin: 0 auto 0 0; font-size: 15px; font-weight: 600; }
.figura-viewer .figura-viewer-count { min-width: 7em; text-align: center; font-size: 13px; }
.figura-viewer .figura-viewer-zoom { min-width: 4em; text-align: center; font-size: 13px; }
.figura-viewer .figura-viewer-body { flex: 1; min-height: 0; display: flex; }
.figura-viewer .figura-viewer-stage {
  position: relative; flex: 1; min-width: 0; min-height: 0; overflow: auto; padding: 16px;
  display: flex; background: var(--figura-canvas-area-bg);
}
.figura-viewer .figura-viewer-frame { margin: auto; flex: none; }
.figura-viewer .figura-viewer-stage.figura-viewer-fit .figura-viewer-frame {
  flex: 1; align-self: stretch; display: flex; align-items: center; justify-content: center;
}
.figura-viewer .figura-viewer-frame canvas { box-shadow: 0 1px 4px rgba(15, 23, 42, 0.25); }
`;

export function injectViewerStyles(doc: Document, nonce?: string): void {
  addStyleSheet(doc, 'viewer', VIEWER_CSS, nonce);
}
