import { type ReactNode, type RefObject } from 'react';
import { useStore } from 'zustand';
import type { EditorEngine } from '@figura/sdk-core/editor';
import { Inspector } from '../inspector/Inspector';
import type { SidePanelSlot } from '../ui/side-panel';
import type { useInsert } from './use-insert';
import { useTranslation } from '../i18n/translation';
import { layerName } from '../i18n/layer-names';
// The content library ("Illustrations"): its code, index and thumbnails load when first opened.
import { LazyIllustrationsPanel } from '../panels/library/LazyIllustrationsPanel';
import { LazyPart } from '../ui/LazyPart';
import { lazyPart } from '../ui/lazy-retry';

// Every panel loads on first use: none is in the initial bundle.
const IconPicker = lazyPart(() => import('../panels/IconPicker'));
const AddPanel = lazyPart(() => import('../add/AddPanel'));
const MoleculePanel = lazyPart(() => import('../add/MoleculePanel'));
const ScientificPanel = lazyPart(() => import('../panels/scientific/ScientificPanel'));
const LayersPanel = lazyPart(() => import('../panels/LayersPanel'));
const AltTextPanel = lazyPart(() => import('../panels/AltTextPanel'));
const PreflightPanel = lazyPart(() => import('../panels/preflight/PreflightPanel'));

export interface DockProps {
  editor: EditorEngine;
  panels: SidePanelSlot;
  insert: ReturnType<typeof useInsert>;
  readOnly: boolean;
  /** The canvas area: the keys go back to it after a molecule is added. */
  area: RefObject<HTMLDivElement | null>;
  /** Panels drawn by their own hooks (the Canvas panel, the Comments panel). */
  ownPanels: ReactNode;
  /** The one selected element's own settings, for the inspector. */
  properties: ReactNode;
  /** Opens the Comments panel, where comments are available. */
  onShowComments?: () => void;
  /** Opens it to comment on the selected element (the words typed meanwhile kept). */
  onCommentOnSelection?: () => void;
}

/**
 * The column at the editor's right edge: the open panel, and the selection's properties below
 * it (the properties alone when no panel is open). Its width never changes while editing, so
 * opening or closing a panel neither moves the slide nor covers part of it.
 */
export function Dock({
  editor,
  panels,
  insert,
  readOnly,
  area,
  ownPanels,
  properties,
  onShowComments,
  onCommentOnSelection,
}: DockProps) {
  const { t } = useTranslation('editor');
  const { store } = editor;
  const selected = useStore(store, (state) => state.selection.length > 0);
  // A commentor who selected one element is one click from commenting on it, by its name.
  const selectedName = useStore(store, (state) => {
    const element =
      state.selection.length === 1
        ? state.document.elements.find((candidate) => candidate.id === state.selection[0])
        : undefined;
    return element ? layerName(element, t) : null;
  });
  const editable = !readOnly;
  // With a panel open the inspector shows only for a selection (otherwise it only says
  // "select an element"); a read-only canvas has none.
  const inspector = editable && (panels.open === null || selected);
  // A commentor's dock keeps its place too (opening Comments does not shrink the slide), and says
  // what it is for.
  const commentHint = readOnly && onShowComments !== undefined && panels.open === null;
  return (
    <div
      className="figura-dock"
      // Read-only, with no panel open, it takes no room; while editing it keeps its width.
      data-read-only={readOnly || undefined}
    >
      {ownPanels}
      {panels.isOpen('icons') && editable ? (
        <LazyPart
          fallback={
            <aside className="figura-panel">
              <p role="status" className="figura-message">
                {t('icons.loading')}
              </p>
            </aside>
          }
        >
          <IconPicker
            key={panels.search}
            initialQuery={panels.search}
            onPick={insert.addIcon}
            onClose={() => panels.close('icons')}
          />
        </LazyPart>
      ) : null}
      {panels.isOpen('library') && editable ? (
        <LazyIllustrationsPanel
          editor={editor}
          onPlace={(itemId) => insert.placeFromLibrary(itemId)}
          onSearchIcons={(words) => panels.show('icons', words)}
          onClose={() => panels.close('library')}
        />
      ) : null}
      {panels.isOpen('add') && editable ? (
        <LazyPart>
          <AddPanel
            getDocument={() => store.getState().document}
            onAdd={insert.addInView}
            onClose={() => panels.close('add')}
            onOpenMolecule={() => panels.show('molecule')}
            onPickImage={insert.images.pick}
            generation={editor.generation}
          />
        </LazyPart>
      ) : null}
      {panels.isOpen('molecule') && editable ? (
        <LazyPart>
          <MoleculePanel
            getDocument={() => store.getState().document}
            onAdd={(element) => {
              insert.addInView(element);
              panels.close('molecule');
              // The new molecule is selected: the keys act on it (not on the Molecule button).
              area.current?.focus({ preventScroll: true });
            }}
            onClose={() => panels.close('molecule')}
          />
        </LazyPart>
      ) : null}
      {panels.isOpen('scientific') && editable ? (
        <LazyPart>
          <ScientificPanel
            editor={editor}
            onAdd={insert.addInView}
            onClose={() => panels.close('scientific')}
          />
        </LazyPart>
      ) : null}
      {panels.isOpen('layers') ? (
        <LazyPart>
          <LayersPanel
            store={store}
            commands={editor.commands}
            onClose={() => panels.close('layers')}
          />
        </LazyPart>
      ) : null}
      {panels.isOpen('altText') ? (
        <LazyPart>
          <AltTextPanel editor={editor} onClose={() => panels.close('altText')} />
        </LazyPart>
      ) : null}
      {panels.isOpen('preflight') ? (
        <LazyPart>
          <PreflightPanel
            session={editor.preflight}
            onClose={() => panels.close('preflight')}
            onError={(error) => editor.reportError('export', error)}
          />
        </LazyPart>
      ) : null}
      {commentHint ? (
        <div className="figura-dock-hint">
          <p>{t('comments.dockHint')}</p>
          <button
            type="button"
            className="figura-button figura-secondary"
            onClick={(selectedName && onCommentOnSelection) || onShowComments}
          >
            {selectedName ? t('comments.newOnElement', { name: selectedName }) : t('comments.show')}
          </button>
        </div>
      ) : null}
      {inspector ? (
        <Inspector editor={editor} style={properties ? <LazyPart>{properties}</LazyPart> : null} />
      ) : null}
    </div>
  );
}
