import { formatZoom } from '../canvas/zoom';
import { useTranslation } from '../i18n/translation';
import { Glyph } from './icons';
import { IconButton } from './IconButton';

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
      <IconButton label={t('toolbar.zoomOut')} onClick={props.onZoomOut} shortcut="Control+-">
        <Glyph name="zoomOut" />
      </IconButton>
      <output className="figura-zoom-label" aria-label={t('toolbar.zoomLevel')}>
        {formatZoom(props.zoom)}
      </output>
      <IconButton label={t('toolbar.zoomIn')} onClick={props.onZoomIn} shortcut="Control+=">
        <Glyph name="zoomIn" />
      </IconButton>
      <IconButton label={t('toolbar.zoomFit')} onClick={props.onZoomFit} shortcut="Shift+1">
        <Glyph name="fit" />
      </IconButton>
      <IconButton
        label={t('toolbar.zoomSelection')}
        onClick={props.onZoomSelection}
        disabled={!props.canZoomSelection}
        shortcut="Shift+2"
      >
        <Glyph name="zoomSelection" />
      </IconButton>
    </div>
  );
}
