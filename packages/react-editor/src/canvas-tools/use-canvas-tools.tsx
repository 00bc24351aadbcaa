import type { SidePanelSlot } from '../ui/side-panel';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { IconButton } from '../ui/IconButton';
import { useStore } from 'zustand';
import type { CanvasSize, LengthUnit } from '@figura/sdk-core/arrange';
import type { EditorEngine } from '@figura/sdk-core/editor';
import type { FabricView } from '../canvas/fabric-view';
import { afterFirstSlideChecked } from '../canvas/idle';
import { CanvasGlyph, type CanvasGlyphName } from './glyphs';
import { installGrid } from './grid-layer';
import { Rulers } from './Rulers';
import { useTranslation } from '../i18n/translation';
import { LazyPart } from '../ui/LazyPart';
import { lazyPart } from '../ui/lazy-retry';

// The panel loads on first use: it stays out of the embed's initial bundle.
const CanvasPanel = lazyPart(() => import('./CanvasPanel'));
// Snapping too is off the first load: asked for once the first slide is checked (the editor
// takes no input before), once (a failed load is asked again when the next view mounts).
const loadSnapping = () => import('./snapping-layer');
let snappingLayer: ReturnType<typeof loadSnapping> | undefined;

export interface CanvasToolsOptions {
  /** The editor: its store, and setCanvasSize (every slide of the creation takes the size). */
  editor: EditorEngine;
  view: FabricView | null;
  area: RefObject<HTMLElement | null>;
  zoomToFit: () => void;
  /** Where the Canvas panel shows, beside the canvas, one panel at a time. */
  panels: SidePanelSlot;
}

/**
 * The canvas tools of the editor: the "Canvas" panel (size, background), rulers, grid and
 * snapping. Returns the toolbar buttons, the overlay for the canvas frame and the panel.
 */
export function useCanvasTools({ editor, view, area, zoomToFit, panels }: CanvasToolsOptions) {
  const { store } = editor;
  const { t } = useTranslation('editor');
  const panelOpen = panels.isOpen('canvas');
  const [rulers, setRulers] = useState(false);
  const [grid, setGrid] = useState(false);
  const [unit, setUnit] = useState<LengthUnit>('px');
  const width = useStore(store, (state) => state.document.width);
  const height = useStore(store, (state) => state.document.height);
  const gridOptions = useRef({ visible: grid, unit });
  gridOptions.current = { visible: grid, unit };
  const fit = useRef(zoomToFit);
  fit.current = zoomToFit;

  useEffect(() => {
    if (!view) return;
    const removeGrid = installGrid(view.canvas, () => gridOptions.current);
    let snapping: { dispose(): void } | undefined;
    let mounted = true;
    const stopWaiting = afterFirstSlideChecked(editor, () => {
      (snappingLayer ??= loadSnapping()).then(
        ({ installSnapping }) => {
          if (mounted) snapping = installSnapping(view.canvas, () => store.getState().document);
        },
        () => (snappingLayer = undefined),
      );
    });
    return () => {
      mounted = false;
      stopWaiting();
      removeGrid();
      snapping?.dispose();
    };
  }, [view, store, editor]);

  // The slot a dragged protein would sit in, outlined: its code loads once a slide has a membrane.
  useEffect(() => {
    if (!view) return;
    let live = true;
    let preview: { dispose(): void } | undefined;
    let loading = false;
    const load = () => {
      if (loading || !store.getState().document.elements.some((e) => e.type === 'membrane')) return;
      loading = true;
      void import('./seat-preview').then(({ installSeatPreview }) => {
        if (live) preview = installSeatPreview(view.canvas, () => store.getState().document);
      });
    };
    load();
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.document !== previous.document) load();
    });
    return () => {
      live = false;
      unsubscribe();
      preview?.dispose();
    };
  }, [view, store]);

  // Redraw when the grid is switched or changes unit (not when the canvas first appears).
  const drawnGrid = useRef({ grid, unit });
  useEffect(() => {
    if (drawnGrid.current.grid === grid && drawnGrid.current.unit === unit) return;
    drawnGrid.current = { grid, unit };
    view?.canvas.requestRenderAll();
  }, [view, grid, unit]);

  // A new canvas size (a preset, undo, another slide) is shown whole.
  const size = useRef({ width, height });
  useEffect(() => {
    if (size.current.width === width && size.current.height === height) return;
    size.current = { width, height };
    const win = area.current?.ownerDocument.defaultView;
    // After the view has reconciled the new size (it syncs asynchronously).
    const frame = win?.requestAnimationFrame(() => fit.current());
    return () => {
      if (frame !== undefined) win?.cancelAnimationFrame(frame);
    };
  }, [width, height, area]);

  const resize = (next: CanvasSize) => editor.setCanvasSize(next);

  const toggle = (
    label: string,
    glyph: CanvasGlyphName,
    state: { pressed?: boolean; expanded?: boolean },
    onClick: () => void,
  ) => (
    <IconButton label={label} pressed={state.pressed} expanded={state.expanded} onClick={onClick}>
      <CanvasGlyph name={glyph} />
    </IconButton>
  );

  const buttons = (
    <div className="figura-toolbar-group" role="group" aria-label={t('canvasTools.label')}>
      {toggle(t('canvasTools.canvas'), 'canvas', { expanded: panelOpen }, () =>
        panels.toggle('canvas'),
      )}
      {toggle(t('canvasTools.rulers'), 'rulers', { pressed: rulers }, () => setRulers((on) => !on))}
      {toggle(t('canvasTools.grid'), 'grid', { pressed: grid }, () => setGrid((on) => !on))}
      {rulers || grid ? (
        <button
          type="button"
          className="figura-button"
          aria-label={t('canvasTools.unit', { unit })}
          title={t('canvasTools.unitHint')}
          onClick={() => setUnit((current) => (current === 'px' ? 'cm' : 'px'))}
        >
          {unit}
        </button>
      ) : null}
    </div>
  );

  const overlay =
    rulers && view ? (
      <Rulers view={view} area={area} documentWidth={width} documentHeight={height} unit={unit} />
    ) : null;

  const panel = panelOpen ? (
    <LazyPart>
      <CanvasPanel
        store={store}
        unit={unit}
        onUnitChange={setUnit}
        onResize={resize}
        preflight={editor.preflight}
        onClose={() => panels.close('canvas')}
      />
    </LazyPart>
  ) : null;

  return { buttons, overlay, panel };
}
