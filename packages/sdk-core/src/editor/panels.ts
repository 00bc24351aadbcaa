import { createStore, type StoreApi } from 'zustand/vanilla';

/** The panels beside the canvas; one shows at a time. */
export const SIDE_PANELS = [
  'icons',
  'library',
  'add',
  'molecule',
  'scientific',
  'layers',
  'altText',
  'preflight',
  'comments',
  'canvas',
] as const;
export type SidePanel = (typeof SIDE_PANELS)[number];

/** The inspector's tabs, in their order. */
export const INSPECTOR_TABS = ['style', 'frame', 'alt'] as const;
export type InspectorTab = (typeof INSPECTOR_TABS)[number];

/** The editor's dialogs over everything else; one at a time. */
export const EDITOR_DIALOGS = ['download', 'shortcuts'] as const;
export type EditorDialog = (typeof EDITOR_DIALOGS)[number];

export interface PanelsState {
  /** The panel beside the canvas, or null for none. */
  panel: SidePanel | null;
  /**
   * The words the open panel starts searching for ('' for none): Illustrations hands its words
   * to Icons when no drawing matches them.
   */
  search: string;
  /** The inspector's tab: it stays while the selection changes. */
  inspectorTab: InspectorTab;
  dialog: EditorDialog | null;
}

/**
 * What shows around the canvas, as engine state: the React shell draws it, and a host or a
 * test opens a panel or a dialog the same way a toolbar button does.
 */
export interface EditorPanels {
  readonly state: StoreApi<PanelsState>;
  isOpen(panel: SidePanel): boolean;
  /**
   * Opens `panel` in place of the one open (the canvas keeps its size and place), searching for
   * `search` where it searches.
   */
  open(panel: SidePanel, search?: string): void;
  /** Opens `panel`, or closes it when it is the one open. */
  toggle(panel: SidePanel): void;
  /** Closes `panel` if it is the one open; without one, whichever is open. */
  close(panel?: SidePanel): void;
  showTab(tab: InspectorTab): void;
  openDialog(dialog: EditorDialog): void;
  closeDialog(): void;
}

const isSidePanel = (value: unknown): value is SidePanel =>
  (SIDE_PANELS as readonly unknown[]).includes(value);

export function createEditorPanels(): EditorPanels {
  const state = createStore<PanelsState>()(() => ({
    panel: null,
    search: '',
    inspectorTab: 'style',
    dialog: null,
  }));
  // A host's call may name a panel this version does not have: it changes nothing.
  const set = (panel: SidePanel | null, search = '') => {
    if (panel !== null && !isSidePanel(panel)) return;
    const now = state.getState();
    if (now.panel !== panel || now.search !== search) state.setState({ panel, search });
  };
  return {
    state,
    isOpen: (panel) => state.getState().panel === panel,
    open: (panel, search) => set(panel, search),
    toggle: (panel) => set(state.getState().panel === panel ? null : panel),
    close(panel) {
      const open = state.getState().panel;
      if (panel === undefined || open === panel) set(null);
    },
    showTab(tab) {
      if ((INSPECTOR_TABS as readonly string[]).includes(tab))
        state.setState({ inspectorTab: tab });
    },
    openDialog(dialog) {
      if ((EDITOR_DIALOGS as readonly string[]).includes(dialog)) state.setState({ dialog });
    },
    closeDialog: () => state.setState({ dialog: null }),
  };
}
