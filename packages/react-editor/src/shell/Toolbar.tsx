import type { MouseEvent } from 'react';
import type { ShapeTool } from '@figura/sdk-core/editor';
import type { Translate } from '@figura/sdk-core/i18n';
import { useTranslation } from '../i18n/translation';
import type { GlyphName } from '../ui/icons';
import { ToolButton } from '../ui/IconButton';

export interface ToolbarProps {
  /**
   * A draw tool's button: a click arms it (the next click or drag on the slide draws); pressed
   * from the keyboard (Enter, Space) it adds the element in view at once.
   */
  onPickTool: (tool: ShapeTool | null, fromKeyboard: boolean) => void;
  /** A double-click on a draw tool's button: armed until put down, for several elements. */
  onKeepTool?: (tool: ShapeTool) => void;
  /** The armed draw tool (null: the pointer). */
  armedTool: ShapeTool | null;
  /** The armed tool is kept for several elements. */
  toolKept?: boolean;
  iconPanelOpen: boolean;
  onToggleIcons: () => void;
  /** The "Illustrations" panel: the content library (panels/library). */
  libraryPanelOpen?: boolean;
  onToggleLibrary?: () => void;
  /** The "Shapes" panel: every other element type (add/AddPanel). */
  addPanelOpen?: boolean;
  onToggleAddPanel?: () => void;
  /** The "Molecule" panel: a molecule by name or SMILES (add/MoleculePanel). */
  moleculePanelOpen?: boolean;
  onToggleMolecule?: () => void;
  /** Insert bar: a chart, an image file. */
  onAddChart?: () => void;
  /** The "Scientific" panel: objects drawn from data (panels/scientific). */
  scientificPanelOpen?: boolean;
  onToggleScientific?: () => void;
  onAddImage?: () => void;
  canDelete: boolean;
  onDelete: () => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
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
  /**
   * The host leads with its own action (a journal's embed: the bar that hands the file in), so
   * Download is an ordinary button, not a second primary one.
   */
  hostLeads?: boolean;
  /** The Comments panel (shown when the API has comment calls). */
  commentsOpen?: boolean;
  onToggleComments?: () => void;
  /** Comments of others not read yet (shown on the Comments button). */
  unreadComments?: number;
  /** Opens the Share dialog (shown when the API has sharing calls). */
  shareOpen?: boolean;
  onShare?: () => void;
}

/** The quick shapes beside the pointer, icons only; each is named `toolbar.tools.<tool>`. */
const QUICK_SHAPES: { tool: ShapeTool; glyph: GlyphName; key: string }[] = [
  { tool: 'rect', glyph: 'rect', key: 'R' },
  { tool: 'circle', glyph: 'ellipse', key: 'O' },
  { tool: 'line', glyph: 'line', key: 'L' },
];

/**
 * A draw tool's button props: pressed while armed; a click arms, Enter or Space adds at once, a
 * double-click keeps it armed (marked) for several elements.
 */
function drawToolButton(props: ToolbarProps, tool: ShapeTool, t: Translate) {
  const armed = props.armedTool === tool;
  const { onKeepTool } = props;
  return {
    pressed: armed,
    onClick: (event: MouseEvent) => props.onPickTool(tool, event.detail === 0),
    onDoubleClick: onKeepTool ? () => onKeepTool(tool) : undefined,
    hint: onKeepTool
      ? armed && props.toolKept
        ? t('toolbar.toolKept')
        : t('toolbar.keepTool')
      : undefined,
    className: armed && props.toolKept ? 'figura-tool-kept' : undefined,
  };
}

/** One kind of element the Insert bar offers; left out when its action is missing. */
interface InsertChoice {
  /** The accessible name (its tooltip). */
  label: string;
  /** The word under the glyph. */
  word: string;
  glyph: GlyphName;
  onClick: ((event: MouseEvent) => void) | undefined;
  /** Its panel is open (for the choices that open one). */
  expanded?: boolean;
  /** A draw tool: armed now. */
  pressed?: boolean;
  shortcut?: string;
  /** A draw tool: double-clicked, kept for several elements. */
  onDoubleClick?: () => void;
  hint?: string;
  className?: string;
}

/** The Insert bar's choices, in their order on screen. */
function insertChoices(props: ToolbarProps, t: Translate): InsertChoice[] {
  return [
    {
      label: t('toolbar.illustrations'),
      word: t('toolbar.words.illustration'),
      glyph: 'illustrations',
      onClick: props.onToggleLibrary,
      expanded: props.libraryPanelOpen ?? false,
    },
    {
      label: t('toolbar.icon'),
      word: t('toolbar.words.icon'),
      glyph: 'icon',
      onClick: props.onToggleIcons,
      expanded: props.iconPanelOpen,
    },
    {
      label: t('toolbar.addMolecule'),
      word: t('toolbar.words.molecule'),
      glyph: 'molecule',
      onClick: props.onToggleMolecule,
      expanded: props.moleculePanelOpen ?? false,
    },
    {
      label: t('toolbar.addChart'),
      word: t('toolbar.words.chart'),
      glyph: 'chart',
      onClick: props.onAddChart,
    },
    {
      label: t('toolbar.scientific'),
      word: t('toolbar.words.scientific'),
      glyph: 'scientific',
      onClick: props.onToggleScientific,
      expanded: props.scientificPanelOpen ?? false,
    },
    {
      label: t('toolbar.tools.textbox'),
      word: t('toolbar.words.text'),
      glyph: 'text',
      shortcut: 'T',
      ...drawToolButton(props, 'textbox', t),
    },
    {
      label: t('toolbar.shapes'),
      word: t('toolbar.words.shape'),
      glyph: 'shapes',
      onClick: props.onToggleAddPanel,
      expanded: props.addPanelOpen ?? false,
    },
    {
      label: t('toolbar.tools.arrow'),
      word: t('toolbar.words.arrow'),
      glyph: 'arrow',
      shortcut: 'A',
      ...drawToolButton(props, 'arrow', t),
    },
    {
      label: t('toolbar.addImage'),
      word: t('toolbar.words.image'),
      glyph: 'image',
      onClick: props.onAddImage,
    },
  ];
}

/**
 * The Insert bar: every kind of element, labelled (glyph over a short word), in one place (spec
 * §4's element types a scientist looks for first).
 */
function InsertBar(props: ToolbarProps) {
  const { t } = useTranslation('editor');
  return (
    <div
      className="figura-toolbar-group figura-insert"
      role="group"
      aria-label={t('toolbar.insert')}
    >
      {insertChoices(props, t).map(
        ({ label, word, glyph, onClick, expanded, pressed, shortcut, ...drawTool }) =>
          onClick ? (
            <ToolButton
              key={glyph}
              {...drawTool}
              className={`figura-insert-button${drawTool.className ? ` ${drawTool.className}` : ''}`}
              label={label}
              visibleLabel={word}
              showLabel
              glyph={glyph}
              expanded={expanded}
              pressed={pressed}
              shortcut={shortcut}
              onClick={onClick}
            />
          ) : null,
      )}
    </div>
  );
}

/** Undo, redo and delete: beside the Insert bar. */
function HistoryTools(props: ToolbarProps) {
  const { t } = useTranslation('editor');
  return (
    <div className="figura-toolbar-group">
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
      <ToolButton
        label={t('toolbar.delete')}
        glyph="delete"
        disabled={!props.canDelete}
        onClick={props.onDelete}
        shortcut="Delete"
      />
    </div>
  );
}

/** The second row's editing tools: the pointer and quick shapes, canvas tools, arrange. */
function SecondaryTools(props: ToolbarProps) {
  const { t } = useTranslation('editor');
  return (
    <>
      <div className="figura-toolbar-group">
        <ToolButton
          label={t('toolbar.select')}
          glyph="select"
          shortcut="V"
          pressed={props.armedTool === null}
          onClick={() => props.onPickTool(null, false)}
        />
        {QUICK_SHAPES.map((shape) => (
          <ToolButton
            key={shape.tool}
            label={t(`toolbar.tools.${shape.tool}`)}
            glyph={shape.glyph}
            shortcut={shape.key}
            {...drawToolButton(props, shape.tool, t)}
          />
        ))}
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

/**
 * The editor's toolbar, two rows that never trade places: the Insert bar, history, the save
 * status (a fixed place) and the creation's actions; then the pointer and quick shapes, canvas
 * and arrange tools. A commentor sees a "view only" badge instead of editing tools. Zoom is the
 * ZoomBar's, in the canvas's corner.
 */
export function Toolbar(props: ToolbarProps) {
  const { t } = useTranslation('editor');
  return (
    <div className="figura-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <div className="figura-toolbar-row">
        {props.readOnly ? (
          <span className="figura-readonly-badge" role="status">
            {t('toolbar.readOnly')}
          </span>
        ) : (
          <>
            <InsertBar {...props} />
            <span className="figura-toolbar-separator" aria-hidden="true" />
            <HistoryTools {...props} />
          </>
        )}
        <span className="figura-spacer" />
        {props.status}
        <CreationActions {...props} />
      </div>
      {props.readOnly ? null : (
        <div className="figura-toolbar-row">
          <SecondaryTools {...props} />
        </div>
      )}
    </div>
  );
}

/** Comments, Share, Preflight and Download: what is done with the whole creation. */
function CreationActions(props: ToolbarProps) {
  const { t } = useTranslation('editor');
  return (
    <div className="figura-toolbar-group figura-creation-actions">
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
        className={
          props.hostLeads ? 'figura-download-button' : 'figura-download-button figura-primary'
        }
        showLabel
        expanded={props.downloadOpen}
        onClick={props.onDownload}
      />
    </div>
  );
}
