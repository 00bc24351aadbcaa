import type { ShapeTool } from '@figura/sdk-core/editor';
import { formatZoom } from '../canvas/zoom';
import { useTranslation } from '../i18n/translation';
import { Glyph, type GlyphName } from './icons';
import { IconButton, type IconButtonProps } from './IconButton';

export interface ToolbarProps {
  onAddShape: (tool: ShapeTool) => void;
  iconPanelOpen: boolean;
  onToggleIcons: () => void;
  /** The "Illustrations" panel: the content library (panels/library). */
  libraryPanelOpen?: boolean;
  onToggleLibrary?: () => void;
  /** The "Shapes" panel: every other element type (add/AddPanel). */
  addPanelOpen?: boolean;
  onToggleAddPanel?: () => void;
  canDelete: boolean;
  onDelete: () => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onZoomFit: () => void;
  /** Frames the selection; disabled when nothing is selected. */
  onZoomSelection?: () => void;
  canZoomSelection?: boolean;
  /** The Download dialog is open. */
  downloadOpen: boolean;
  /** Opens the Download dialog. */
  onDownload: () => void;
  /** The Preflight panel: journal checks and the files a journal asks for. */
  preflightOpen?: boolean;
  onTogglePreflight?: () => void;
  /** The arrange tools (ArrangeTools), placed after undo/redo. */
  arrange?: React.ReactNode;
  /** The canvas tools (canvas-tools: size and background, rulers, grid), after undo/redo. */
  canvas?: React.ReactNode;
  /** The save status element, placed at the end of the bar. */
  status: React.ReactNode;
  /** A commentor's editor: no tools that change the slide, a "view only" badge instead. */
  readOnly?: boolean;
  /** The Comments panel (shown when the API has comment calls). */
  commentsOpen?: boolean;
  onToggleComments?: () => void;
  /** Comments of others not read yet (shown on the Comments button). */
  unreadComments?: number;
  /** Opens the Share dialog (shown when the API has sharing calls). */
  shareOpen?: boolean;
  onShare?: () => void;
}

type ToolButtonProps = Omit<IconButtonProps, 'children'> & { glyph: GlyphName };

function ToolButton({ glyph, ...button }: ToolButtonProps) {
  return (
    <IconButton {...button}>
      <Glyph name={glyph} />
    </IconButton>
  );
}

/** The one-click elements; each is named `toolbar.tools.<tool>`. */
const SHAPES: { tool: ShapeTool; glyph: GlyphName }[] = [
  { tool: 'rect', glyph: 'rect' },
  { tool: 'circle', glyph: 'ellipse' },
  { tool: 'line', glyph: 'line' },
  { tool: 'arrow', glyph: 'arrow' },
  { tool: 'textbox', glyph: 'text' },
];

/** The tools that change the slide (left out of a commentor's read-only editor). */
function EditingTools(props: ToolbarProps) {
  const { t } = useTranslation('editor');
  return (
    <>
      <div className="figura-toolbar-group">
        {/* Shapes are added at the centre, so selecting is the only pointer tool. */}
        <ToolButton label={t('toolbar.select')} glyph="select" pressed onClick={() => undefined} />
        {SHAPES.map((shape) => (
          <ToolButton
            key={shape.tool}
            label={t(`toolbar.tools.${shape.tool}`)}
            glyph={shape.glyph}
            onClick={() => props.onAddShape(shape.tool)}
          />
        ))}
        <ToolButton
          label={t('toolbar.icon')}
          glyph="icon"
          expanded={props.iconPanelOpen}
          onClick={props.onToggleIcons}
        />
        {props.onToggleLibrary ? (
          <ToolButton
            label={t('toolbar.illustrations')}
            glyph="illustrations"
            expanded={props.libraryPanelOpen ?? false}
            onClick={props.onToggleLibrary}
          />
        ) : null}
        {props.onToggleAddPanel ? (
          <ToolButton
            label={t('toolbar.shapes')}
            glyph="shapes"
            expanded={props.addPanelOpen ?? false}
            onClick={props.onToggleAddPanel}
          />
        ) : null}
      </div>
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <div className="figura-toolbar-group">
        <ToolButton
          label={t('toolbar.delete')}
          glyph="delete"
          disabled={!props.canDelete}
          onClick={props.onDelete}
          shortcut="Delete"
        />
        <ToolButton
          label={t('toolbar.undo')}
          glyph="undo"
          disabled={!props.canUndo}
          onClick={props.onUndo}
          shortcut="Control+Z"
        />
        <ToolButton
          label={t('toolbar.redo')}
          glyph="redo"
          disabled={!props.canRedo}
          onClick={props.onRedo}
          shortcut="Control+Y"
        />
      </div>
      {props.canvas ? (
        <>
          <span className="figura-toolbar-separator" aria-hidden="true" />
          {props.canvas}
        </>
      ) : null}
      {props.arrange ? (
        <>
          <span className="figura-toolbar-separator" aria-hidden="true" />
          {props.arrange}
        </>
      ) : null}
    </>
  );
}

export function Toolbar(props: ToolbarProps) {
  const { t } = useTranslation('editor');
  return (
    <div className="figura-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      {props.readOnly ? (
        <span className="figura-readonly-badge" role="status">
          {t('toolbar.readOnly')}
        </span>
      ) : (
        <EditingTools {...props} />
      )}
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <div className="figura-toolbar-group">
        <ToolButton label={t('toolbar.zoomOut')} glyph="zoomOut" onClick={props.onZoomOut} />
        <output className="figura-zoom-label" aria-label={t('toolbar.zoomLevel')}>
          {formatZoom(props.zoom)}
        </output>
        <ToolButton label={t('toolbar.zoomIn')} glyph="zoomIn" onClick={props.onZoomIn} />
        <ToolButton label={t('toolbar.zoomFit')} glyph="fit" onClick={props.onZoomFit} />
        {props.onZoomSelection ? (
          <ToolButton
            label={t('toolbar.zoomSelection')}
            glyph="zoomSelection"
            disabled={!props.canZoomSelection}
            onClick={props.onZoomSelection}
          />
        ) : null}
      </div>
      <span className="figura-spacer" />
      {props.status}
      {props.onToggleComments ? (
        <ToolButton
          label={
            props.unreadComments
              ? t('toolbar.commentsUnread', { count: props.unreadComments })
              : t('toolbar.comments')
          }
          visibleLabel={t('toolbar.comments')}
          badge={props.unreadComments}
          glyph="comment"
          showLabel
          pressed={props.commentsOpen ?? false}
          onClick={props.onToggleComments}
        />
      ) : null}
      {props.onShare ? (
        <ToolButton
          label={t('toolbar.share')}
          glyph="share"
          showLabel
          expanded={props.shareOpen ?? false}
          onClick={props.onShare}
        />
      ) : null}
      {props.onTogglePreflight && !props.readOnly ? (
        <ToolButton
          label={t('preflight.open')}
          glyph="preflight"
          showLabel
          pressed={props.preflightOpen}
          onClick={props.onTogglePreflight}
        />
      ) : null}
      <ToolButton
        label={t('toolbar.download')}
        glyph="download"
        className="figura-primary"
        showLabel
        expanded={props.downloadOpen}
        onClick={props.onDownload}
      />
    </div>
  );
}
