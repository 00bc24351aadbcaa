import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * What moves the camera: the view that draws the slide (the React editor's camera controller).
 * The engine has no pixels; it hands camera calls to the view attached, if any.
 */
export interface CameraDriver {
  /** Zoom (screen px per slide px) the user sees now. */
  getZoom(): number;
  /** Zooms about the middle of the view. */
  setZoom(zoom: number): void;
  /** One step in or out about the middle of the view. */
  step(direction: 'in' | 'out'): void;
  zoomToFit(): void;
  zoomToSelection(): void;
  /**
   * Brings the selection into view, moving as little as that takes (no zoom if it is seen);
   * whether the camera moved.
   */
  revealSelection(): boolean;
}

export interface CameraState {
  zoom: number;
  /** True while the camera follows the view's size (fit), false once the user moved it. */
  fitting: boolean;
}

/** The camera as the engine knows it: the view reports, hosts and toolbars ask. */
export interface CameraPort {
  state: StoreApi<CameraState>;
  /** A view takes over the camera; the returned function lets go. */
  attach(driver: CameraDriver): () => void;
  /** The view says where the camera is now. */
  report(next: Partial<CameraState>): void;
  getZoom(): number;
  setZoom(zoom: number): void;
  zoomIn(): void;
  zoomOut(): void;
  zoomToFit(): void;
  zoomToSelection(): void;
  revealSelection(): void;
}

export function createCameraPort(): CameraPort {
  const state = createStore<CameraState>()(() => ({ zoom: 1, fitting: true }));
  let driver: CameraDriver | undefined;
  const move = (action: (view: CameraDriver) => void, fitting = false) => {
    if (!driver) return;
    state.setState({ fitting });
    action(driver);
  };
  return {
    state,
    attach(next) {
      driver = next;
      state.setState({ zoom: next.getZoom() });
      return () => {
        if (driver === next) driver = undefined;
      };
    },
    report(next) {
      const current = state.getState();
      if (
        (next.zoom ?? current.zoom) === current.zoom &&
        (next.fitting ?? current.fitting) === current.fitting
      )
        return;
      state.setState(next);
    },
    getZoom: () => driver?.getZoom() ?? state.getState().zoom,
    setZoom: (zoom) => move((view) => view.setZoom(zoom)),
    zoomIn: () => move((view) => view.step('in')),
    zoomOut: () => move((view) => view.step('out')),
    zoomToFit: () => move((view) => view.zoomToFit(), true),
    zoomToSelection: () => move((view) => view.zoomToSelection()),
    // A camera left where it was keeps following the view's size.
    revealSelection: () => {
      if (driver?.revealSelection()) state.setState({ fitting: false });
    },
  };
}
