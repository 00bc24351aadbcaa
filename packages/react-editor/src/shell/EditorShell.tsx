import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { LiveStatus, pointerHandlers } from '../collab/Presence';
import { errorText } from '@figura/sdk-core/api';
import {
  arrangeAvailability,
  isMacPlatform,
  selectedProperties,
  type EditorEngine,
  type EditorErrorDetail,
  type FiguraEditor,
  type PropertySet,
  type SaveEventDetail,
} from '@figura/sdk-core/editor';
import type { SlideDocument } from '@figura/sdk-core/schema';
import type { EditorFonts } from '../fonts/font-face';
import { SlidesPanel } from '../slides/SlidesPanel';
import { useCanvasTools } from '../canvas-tools/use-canvas-tools';
import { ArrangeTools } from './ArrangeTools';
import { Dock } from './Dock';
import { useSidePanel } from '../ui/side-panel';
import { EditorAlert, type EditorNotice } from '../ui/editor-notice';
import { useInsert } from './use-insert';
import { SaveStatus } from '../ui/SaveStatus';
import { Toolbar } from './Toolbar';
import { ToolHint } from './ToolHint';
import { ZoomBar } from './ZoomBar';
import { useEditorKeys } from './use-editor-keys';
import { useFabricView } from './use-fabric-view';
import { useCollaboration } from '../collab/use-collaboration';
import { useTranslation } from '../i18n/translation';
import { LazyPart } from '../ui/LazyPart';
import { lazyPart } from '../ui/lazy-retry';

// The adjustable shapes' properties: lazy, like the panels (Dock).
const ShapeProperties = lazyPart(() => import('../add/ShapeProperties'));
// Recolouring and credits of the selected illustration, lazy too.
const IllustrationProperties = lazyPart(() => import('../panels/IllustrationProperties'));
// The selected molecule's properties; its chemistry toolkit loads with it, never before.
const MoleculeProperties = lazyPart(() => import('../molecules/MoleculeProperties'));
const ChartProperties = lazyPart(() => import('../panels/chart/ChartProperties'));
const ScientificProperties = lazyPart(() => import('../panels/scientific/ScientificProperties'));
// A shape's fill and outline; an icon's colour.
const ShapeStyleProperties = lazyPart(() => import('../inspector/ShapeStyleProperties'));
const IconStyleProperties = lazyPart(() => import('../inspector/IconStyleProperties'));
// A line's or an arrow's colour, width, dash and heads.
const ConnectorProperties = lazyPart(() => import('../panels/ConnectorProperties'));
// Text formatting, shown while a textbox is selected; lazy like the panels.
const TextToolbar = lazyPart(() => import('../text/TextToolbar'));
// The shortcuts help opens on request: lazy too.
const ShortcutsPanel = lazyPart(() => import('../panels/ShortcutsPanel'));
// The Download dialog (formats, size, progress of long exports), on request: lazy too.
const DownloadDialog = lazyPart(() => import('../export/DownloadDialog'));
/** Stands in for the room's people where there is no room (hooks need a store to read). */
const nobodyElse = createStore<{ collaborators: readonly unknown[] }>()(() => ({
  collaborators: [],
}));
// Other people's pointers and selections, once someone else is on the slide.
const PresenceLayer = lazyPart(() => import('../collab/PresenceLayer'));
const PeopleHere = lazyPart(() => import('../collab/PeopleHere'));

export interface EditorShellProps {
  editor: EditorEngine;
  onMount?: (editor: FiguraEditor) => void | (() => void);
  onChange?: (document: SlideDocument) => void;
  onSave?: (detail: SaveEventDetail) => void;
  onError?: (detail: EditorErrorDetail) => void;
  fonts?: EditorFonts;
  /** The first slide turned out not to be a Figura document (checkFirstSlide rejected). */
  onUnreadable?: (error: unknown) => void;
}

/** The loaded editor: toolbar, canvas and panels over one editor engine. */
export function EditorShell({
  editor,
  onMount,
  onChange,
  onSave,
  onError,
  fonts,
  onUnreadable,
}: EditorShellProps) {
  const { store, commands } = editor;
  const { t } = useTranslation('editor');
  const shellRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  // Read-only for a commentor, and for anyone whose right the co-editing room took away.
  const readOnly = useStore(store, (state) => state.readOnly);
  // The first slide is drawn as received and checked right after (useFabricView): until then
  // the editor takes no input, and the host hears of it (onMount) once it is checked.
  const checked = useStore(editor.firstSlideChecked);
  // Set as a DOM property (React 18 does not know the attribute), before the view's layout
  // effect measures the editor: set after it, the whole editor was styled and laid out again.
  useLayoutEffect(() => {
    if (shellRef.current) shellRef.current.inert = !checked;
  }, [checked]);
  // Null until the first slide is drawn and checked (see useFabricView).
  const view = useFabricView(editor, areaRef, hostRef, shellRef, fonts, onUnreadable);
  // One panel beside the canvas at a time.
  const panels = useSidePanel(editor);
  // Comments (panel, markers) and the Share dialog; a commentor's editor is read-only.
  const collab = useCollaboration(
    editor,
    view,
    shellRef,
    () => areaRef.current?.focus({ preventScroll: true }),
    panels,
  );
  const zoom = useStore(editor.camera.state, (state) => state.zoom);
  const othersHere = useStore(
    editor.collaboration?.state ?? nobodyElse,
    (state) => state.collaborators.length > 0,
  );
  // Canvas tools (canvas-tools/): size and background panel, rulers, grid, snapping.
  const canvasTools = useCanvasTools({
    editor,
    view,
    area: areaRef,
    zoomToFit: () => editor.zoomToFit(),
    panels,
  });
  const selectionCount = useStore(store, (state) => state.selection.length);
  const armedTool = useStore(editor.tools.state, (state) => state.armed);
  const toolKept = useStore(editor.tools.state, (state) => state.kept);
  // Co-editing's shared history bumps sharedHistoryVersion, so these re-read on its changes too;
  // renames are steps of the same history (editor.naming).
  useStore(editor.naming.state);
  const canUndo = useStore(store, () => editor.canUndo());
  const canRedo = useStore(store, () => editor.canRedo());
  const save = useStore(editor.saveStatus);
  // The one selected element's own properties (engine logic: selectedProperties), as "set id"
  // ('' for none, several or read-only): one selector for every panel shown for a single element.
  const single = useStore(store, (state) => {
    const selected = selectedProperties(state);
    return selected ? `${selected.set} ${selected.elementId}` : '';
  });
  const singleType = single.slice(0, single.indexOf(' '));
  const selectedOf = (type: PropertySet) =>
    singleType === type ? single.slice(type.length + 1) : null;
  const selectedDynamicShape = selectedOf('dynamic_shape');
  const selectedIllustration = selectedOf('illustration');
  const selectedMolecule = selectedOf('molecule');
  const selectedChart = selectedOf('chart');
  const selectedScientific = selectedOf('scientific');
  const selectedConnector = selectedOf('connector');
  const selectedIcon = selectedOf('icon');
  const textboxSelected = singleType === 'textbox';
  const selectedShape = selectedOf('shape');
  // A double-click asks the selected molecule's properties to open the editing (focus its field);
  // another selection ends the request, so selecting a molecule later does not take the focus.
  const [moleculeEditRequest, setMoleculeEditRequest] = useState(0);
  useEffect(() => setMoleculeEditRequest(0), [selectedMolecule]);
  useEffect(
    () => view?.canvas.on('mouse:dblclick', () => setMoleculeEditRequest((count) => count + 1)),
    [view],
  );
  // The Download dialog and the shortcuts help: engine state (editor.panels), like the panels.
  const dialog = useStore(editor.panels.state, (state) => state.dialog);
  const downloadOpen = dialog === 'download';
  const shortcutsOpen = dialog === 'shortcuts';
  const closeDialog = () => {
    editor.panels.closeDialog();
    areaRef.current?.focus({ preventScroll: true });
  };
  const [alert, setAlert] = useState<EditorNotice | null>(null);
  // Arrange: commands over the store, the layers panel and the shortcuts help.
  const arrangeDocument = useStore(store, (state) => state.document);
  const arrangeSelection = useStore(store, (state) => state.selection);
  const availability = useMemo(
    () => arrangeAvailability(arrangeDocument, arrangeSelection),
    [arrangeDocument, arrangeSelection],
  );

  // Host callbacks may change identity on every render; subscribe once and call the latest.
  const callbacks = useRef({ onChange, onSave, onError, onMount, onUnreadable });
  callbacks.current = { onChange, onSave, onError, onMount, onUnreadable };

  useEffect(() => {
    const offChange = editor.on('change', (doc) => callbacks.current.onChange?.(doc));
    const offSave = editor.on('save', (detail) => callbacks.current.onSave?.(detail));
    const offError = editor.on('error', (detail) => {
      // An image that could not be stored as a file stays in the slide, and what the co-editing
      // room said (a change undone, rights changed, the slide deleted): say so here too.
      if (detail.kind === 'file' || detail.kind === 'collab') setAlert(detail.message);
      callbacks.current.onError?.(detail);
    });
    return () => {
      offChange();
      offSave();
      offError();
    };
  }, [editor]);
  useEffect(() => {
    if (!checked) return;
    const teardown = callbacks.current.onMount?.(editor);
    return () => {
      if (typeof teardown === 'function') teardown();
    };
  }, [editor, checked]);

  const report = useCallback((error: unknown) => setAlert(errorText(error, t)), [t]);

  // The one selected element's properties (a text's formatting too), in the docked inspector:
  // always there, so selecting never changes the canvas area.
  const properties = selectedDynamicShape ? (
    <>
      <ShapeProperties store={store} elementId={selectedDynamicShape} />
      <ShapeStyleProperties editor={editor} elementId={selectedDynamicShape} />
    </>
  ) : selectedShape ? (
    <ShapeStyleProperties editor={editor} elementId={selectedShape} />
  ) : selectedIcon ? (
    <IconStyleProperties editor={editor} elementId={selectedIcon} />
  ) : selectedIllustration ? (
    <IllustrationProperties editor={editor} elementId={selectedIllustration} />
  ) : selectedMolecule ? (
    <MoleculeProperties
      editor={editor}
      elementId={selectedMolecule}
      editRequest={moleculeEditRequest}
    />
  ) : selectedChart ? (
    <ChartProperties key={selectedChart} editor={editor} elementId={selectedChart} />
  ) : selectedScientific ? (
    <ScientificProperties key={selectedScientific} editor={editor} elementId={selectedScientific} />
  ) : selectedConnector ? (
    <ConnectorProperties editor={editor} elementId={selectedConnector} />
  ) : textboxSelected ? (
    <>
      <h2>{t('inspector.text')}</h2>
      <TextToolbar store={store} view={view} />
    </>
  ) : null;

  // Every way an element comes in: the Insert bar, the panels, a drop on the canvas.
  const insert = useInsert({ editor, view, area: areaRef, onNotice: setAlert, report });

  const keepMine = () => {
    // The container's own window: the editor may live in an iframe or a pop-out.
    const view = shellRef.current?.ownerDocument.defaultView;
    const confirmed = view ? view.confirm(t('save.keepMineQuestion')) : true;
    if (confirmed) void editor.keepMine().catch(() => undefined);
  };

  const onKeyDown = useEditorKeys({
    shell: shellRef,
    view,
    area: areaRef,
    editor,
    onShowShortcuts: () => editor.panels.openDialog('shortcuts'),
    onNotice: setAlert,
  });

  return (
    <div
      ref={shellRef}
      className="figura-shell"
      style={{ display: 'contents' }}
      data-checked={checked}
      onKeyDown={onKeyDown}
    >
      <Toolbar
        armedTool={armedTool}
        toolKept={toolKept}
        onPickTool={(tool, fromKeyboard) =>
          tool && fromKeyboard ? insert.addShape(tool) : editor.tools.arm(tool)
        }
        onKeepTool={(tool) => editor.tools.arm(tool, { keep: true })}
        iconPanelOpen={panels.isOpen('icons')}
        onToggleIcons={() => panels.toggle('icons')}
        libraryPanelOpen={panels.isOpen('library')}
        onToggleLibrary={() => panels.toggle('library')}
        addPanelOpen={panels.isOpen('add')}
        onToggleAddPanel={() => panels.toggle('add')}
        moleculePanelOpen={panels.isOpen('molecule')}
        onToggleMolecule={() => panels.toggle('molecule')}
        onAddChart={insert.addChart}
        scientificPanelOpen={panels.isOpen('scientific')}
        onToggleScientific={() => panels.toggle('scientific')}
        onAddImage={insert.images.pick}
        canDelete={selectionCount > 0}
        onDelete={() => editor.deleteSelected()}
        canUndo={canUndo}
        canRedo={canRedo}
        onUndo={() => editor.undo()}
        onRedo={() => editor.redo()}
        downloadOpen={downloadOpen}
        onDownload={() => editor.panels.openDialog('download')}
        preflightOpen={panels.isOpen('preflight')}
        onTogglePreflight={() => panels.toggle('preflight')}
        canvas={canvasTools.buttons}
        readOnly={readOnly}
        hostLeads={editor.creation.embedded}
        commentsOpen={collab.commentsOpen}
        onToggleComments={collab.onToggleComments}
        unreadComments={collab.unreadComments}
        shareOpen={collab.shareOpen}
        onShare={collab.onShare}
        arrange={
          <ArrangeTools
            commands={commands}
            availability={availability}
            layersOpen={panels.isOpen('layers')}
            onToggleLayers={() => panels.toggle('layers')}
            altTextOpen={panels.isOpen('altText')}
            onToggleAltText={() => panels.toggle('altText')}
            onShowShortcuts={() => editor.panels.openDialog('shortcuts')}
          />
        }
        status={
          <div className="figura-status">
            {editor.collaboration ? (
              <LiveStatus collaboration={editor.collaboration} readOnly={readOnly} />
            ) : null}
            <SaveStatus
              status={save.status}
              error={save.error}
              onRetryNow={() => void editor.retrySave().catch(() => undefined)}
              onKeepMine={keepMine}
              onLoadTheirs={() => void editor.loadTheirs().catch(report)}
            />
          </div>
        }
      />
      <div className="figura-body">
        <SlidesPanel editor={editor} canvas={view} onError={report} />
        <div className="figura-canvas-frame">
          {alert ? <EditorAlert notice={alert} onDismiss={() => setAlert(null)} /> : null}
          <div
            ref={areaRef}
            className="figura-canvas-area"
            tabIndex={0}
            aria-label={t('canvas.label')}
            onDragOver={insert.onCanvasDragOver}
            onDragLeave={insert.onCanvasDragLeave}
            onDrop={insert.onCanvasDrop}
            {...(editor.collaboration
              ? pointerHandlers(editor, editor.collaboration, hostRef)
              : undefined)}
            // fabric's canvas cannot take focus; focus the area so keyboard shortcuts reach the editor.
            onPointerDown={() => {
              const area = areaRef.current;
              // While text is being edited, fabric's hidden text area must keep the focus.
              if (
                area &&
                area.ownerDocument.activeElement?.getAttribute('data-fabric') !== 'textarea'
              ) {
                area.focus({ preventScroll: true });
              }
            }}
          >
            <div ref={hostRef} className="figura-canvas-host" />
            {editor.collaboration && othersHere ? (
              <LazyPart>
                <PresenceLayer
                  editor={editor}
                  collaboration={editor.collaboration}
                  hostRef={hostRef}
                />
              </LazyPart>
            ) : null}
          </div>
          <ZoomBar
            zoom={zoom}
            onZoomIn={() => editor.zoomIn()}
            onZoomOut={() => editor.zoomOut()}
            onZoomFit={() => editor.zoomToFit()}
            onZoomSelection={() => editor.zoomToSelection()}
            canZoomSelection={selectionCount > 0}
          />
          <ToolHint tool={armedTool} kept={toolKept} />
          {editor.collaboration && othersHere ? (
            <LazyPart>
              <PeopleHere collaboration={editor.collaboration} />
            </LazyPart>
          ) : null}
          {collab.markers}
          {canvasTools.overlay}
        </div>
        <Dock
          editor={editor}
          panels={panels}
          insert={insert}
          readOnly={readOnly}
          area={areaRef}
          ownPanels={
            <>
              {canvasTools.panel}
              {collab.panel}
            </>
          }
          properties={properties}
          onShowComments={collab.onToggleComments}
          {...(collab.onCommentOnSelection && {
            onCommentOnSelection: collab.onCommentOnSelection,
          })}
        />
      </div>
      {downloadOpen ? (
        <LazyPart onClose={closeDialog}>
          <DownloadDialog editor={editor} onClose={closeDialog} />
        </LazyPart>
      ) : null}
      {insert.images.input}
      {collab.dialog}
      {shortcutsOpen ? (
        <LazyPart onClose={closeDialog}>
          <ShortcutsPanel
            mac={isMacPlatform(shellRef.current?.ownerDocument.defaultView ?? null)}
            onClose={closeDialog}
          />
        </LazyPart>
      ) : null}
    </div>
  );
}
