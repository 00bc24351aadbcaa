import { formatZoom } from '../canvas/zoom';
import { useTranslation } from '../i18n/translation';
import { ToolButton } from '../ui/IconButton';

export interface ZoomBarProps {
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onZoomFit: () => void;
  /** Frames the selection; disabled when nothing is selected. */
  onZoomSelection: () => void;
  canZoomSelection: boolean;
}

/**
 * Zoom out, the zoom level, zoom in, fit, and frame the selection: a small bar in the canvas's
 * bottom-left corner (where drawing tools put it), so the toolbar above keeps its two rows.
 */
export function ZoomBar(props: ZoomBarProps) {
  const { t } = useTranslation('editor');
  return (
    <div className="figura-zoom-bar" role="group" aria-label={t('toolbar.zoom')}>
      <ToolButton
        label={t('toolbar.zoomOut')}
        onClick={props.onZoomOut}
        shortcut="Control+-"
        glyph="zoomOut"
      />
      <output className="figura-zoom-label" aria-label={t('toolbar.zoomLevel')}>
        {formatZoom(props.zoom)}
      </output>
      <ToolButton
        label={t('toolbar.zoomIn')}
        onClick={props.onZoomIn}
        shortcut="Control+="
        glyph="zoomIn"
      />
      <ToolButton
        label={t('toolbar.zoomFit')}
        onClick={props.onZoomFit}
        shortcut="Shift+1"
        glyph="fit"
      />
      <ToolButton
        label={t('toolbar.zoomSelection')}
        onClick={props.onZoomSelection}
        disabled={!props.canZoomSelection}
        shortcut="Shift+2"
        glyph="zoomSelection"
      />
    </div>
  );
}
