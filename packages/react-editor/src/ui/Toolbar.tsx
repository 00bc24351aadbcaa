import type { ShapeTool } from '@figura/sdk-core/editor';
import { formatZoom } from '../canvas/zoom';
import { Glyph, type GlyphName } from './icons';
import { IconButton, type IconButtonProps } from './IconButton';

export interface ToolbarProps {
  onAddShape: (tool: ShapeTool) => void;
  iconPanelOpen: boolean;
  onToggleIcons: () => void;
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
  downloading: boolean;
  onDownload: () => void;
  /** The arrange tools (ArrangeTools), placed after undo/redo. */
  arrange?: React.ReactNode;
  /** The canvas tools (canvas-tools: size and background, rulers, grid), after undo/redo. */
  canvas?: React.ReactNode;
  /** The save status element, placed at the end of the bar. */
  status: React.ReactNode;
}

type ToolButtonProps = Omit<IconButtonProps, 'children'> & { glyph: GlyphName };

function ToolButton({ glyph, ...button }: ToolButtonProps) {
  return (
    <IconButton {...button}>
      <Glyph name={glyph} />
    </IconButton>
  );
}

const SHAPES: { tool: ShapeTool; label: string; glyph: GlyphName }[] = [
  { tool: 'rect', label: 'Rectangle', glyph: 'rect' },
  { tool: 'circle', label: 'Ellipse', glyph: 'ellipse' },
  { tool: 'line', label: 'Line', glyph: 'line' },
  { tool: 'arrow', label: 'Arrow', glyph: 'arrow' },
  { tool: 'textbox', label: 'Text', glyph: 'text' },
];

export function Toolbar(props: ToolbarProps) {
  return (
    <div className="figura-toolbar" role="toolbar" aria-label="Editor tools">
      <div className="figura-toolbar-group">
        {/* Shapes are added at the centre, so selecting is the only pointer tool. */}
        <ToolButton label="Select" glyph="select" pressed onClick={() => undefined} />
        {SHAPES.map((shape) => (
          <ToolButton
            key={shape.tool}
            label={shape.label}
            glyph={shape.glyph}
            onClick={() => props.onAddShape(shape.tool)}
          />
        ))}
        <ToolButton
          label="Icon"
          glyph="icon"
          expanded={props.iconPanelOpen}
          onClick={props.onToggleIcons}
        />
        {props.onToggleAddPanel ? (
          <ToolButton
            label="Shapes"
            glyph="shapes"
            expanded={props.addPanelOpen ?? false}
            onClick={props.onToggleAddPanel}
          />
        ) : null}
      </div>
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <div className="figura-toolbar-group">
        <ToolButton
          label="Delete"
          glyph="delete"
          disabled={!props.canDelete}
          onClick={props.onDelete}
          shortcut="Delete"
        />
        <ToolButton
          label="Undo"
          glyph="undo"
          disabled={!props.canUndo}
          onClick={props.onUndo}
          shortcut="Control+Z"
        />
        <ToolButton
          label="Redo"
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
      <span className="figura-toolbar-separator" aria-hidden="true" />
      <div className="figura-toolbar-group">
        <ToolButton label="Zoom out" glyph="zoomOut" onClick={props.onZoomOut} />
        <output className="figura-zoom-label" aria-label="Zoom level">
          {formatZoom(props.zoom)}
        </output>
        <ToolButton label="Zoom in" glyph="zoomIn" onClick={props.onZoomIn} />
        <ToolButton label="Zoom to fit" glyph="fit" onClick={props.onZoomFit} />
        {props.onZoomSelection ? (
          <ToolButton
            label="Zoom to selection"
            glyph="zoomSelection"
            disabled={!props.canZoomSelection}
            onClick={props.onZoomSelection}
          />
        ) : null}
      </div>
      <span className="figura-spacer" />
      {props.status}
      <ToolButton
        label="Download PNG"
        glyph="download"
        className="figura-primary"
        showLabel
        disabled={props.downloading}
        onClick={props.onDownload}
      />
    </div>
  );
}
