import { useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { moveElementTo, renameElement, setHidden, setLocked } from '@figura/sdk-core/arrange';
import type { FiguraElement } from '@figura/sdk-core/schema';
import type { EditorStore } from '@figura/sdk-core/stores';
import type { ArrangeCommands } from '@figura/sdk-core/editor';
import { ArrangeGlyph } from '../ui/arrange-glyphs';
import { layerName } from '../i18n/layer-names';
import { useTranslation } from '../i18n/translation';
import { SidePanel } from '../ui/SidePanel';

export interface LayersPanelProps {
  store: EditorStore;
  commands: ArrangeCommands;
  onClose: () => void;
}

interface LayerRowProps {
  element: FiguraElement;
  selected: boolean;
  dropTarget: boolean;
  renaming: boolean;
  onSelect: (additive: boolean) => void;
  onStartRename: () => void;
  onRename: (name: string | null) => void;
  onToggleLock: () => void;
  onToggleHidden: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onFocusSibling: (direction: 'up' | 'down') => void;
  onDragStart: () => void;
  onDragOver: () => void;
  onDrop: () => void;
}

function LayerRow(props: LayerRowProps) {
  const { element, selected, renaming } = props;
  const { t } = useTranslation('editor');
  const name = layerName(element, t);
  const onNameKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Keys in the panel belong to the panel: they never reach the canvas shortcuts.
    if (event.key === 'Enter') {
      event.preventDefault();
      props.onStartRename();
    } else if (
      (event.key === 'ArrowUp' || event.key === 'ArrowDown') &&
      !event.ctrlKey &&
      !event.metaKey
    ) {
      event.preventDefault();
      const direction = event.key === 'ArrowUp' ? 'up' : 'down';
      if (event.altKey) props.onMove(direction);
      else props.onFocusSibling(direction);
    } else return;
    event.stopPropagation();
  };
  return (
    <li
      className="figura-layer"
      aria-selected={selected}
      data-hidden={element.hidden}
      data-drop={props.dropTarget}
      data-layer-id={element.id}
      draggable={!renaming}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', element.id);
        props.onDragStart();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        props.onDragOver();
      }}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
    >
      {renaming ? (
        <input
          className="figura-input"
          aria-label={t('layers.nameField')}
          defaultValue={element.name ?? ''}
          placeholder={name}
          autoFocus
          onKeyDown={(event) => {
            event.stopPropagation();
            if (event.key === 'Enter') props.onRename(event.currentTarget.value);
            else if (event.key === 'Escape') props.onRename(null);
          }}
          onBlur={(event) => props.onRename(event.currentTarget.value)}
        />
      ) : (
        <button
          type="button"
          className="figura-button figura-layer-name"
          aria-pressed={selected}
          aria-label={name}
          title={t('layers.rowHint')}
          onClick={(event) => props.onSelect(event.shiftKey || event.metaKey || event.ctrlKey)}
          onDoubleClick={props.onStartRename}
          onKeyDown={onNameKey}
        >
          {name}
        </button>
      )}
      <button
        type="button"
        className="figura-button"
        aria-label={t('layers.lock', { name })}
        aria-pressed={element.locked}
        onClick={props.onToggleLock}
      >
        <ArrangeGlyph name={element.locked ? 'lock' : 'unlock'} />
      </button>
      <button
        type="button"
        className="figura-button"
        aria-label={t('layers.hide', { name })}
        aria-pressed={element.hidden}
        onClick={props.onToggleHidden}
      >
        <ArrangeGlyph name={element.hidden ? 'eyeOff' : 'eye'} />
      </button>
    </li>
  );
}

/** The slide's elements, top-most first: select, rename, lock, hide and restack them. */
export function LayersPanel({ store, commands, onClose }: LayersPanelProps) {
  const elements = useStore(store, (state) => state.document.elements);
  const selection = useStore(store, (state) => state.selection);
  const { t } = useTranslation('editor');
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropId, setDropId] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const topFirst = [...elements].reverse();
  const commit = store.getState().commit;

  const focusLayer = (id: string) =>
    // Focus after React has re-rendered the moved row.
    queueMicrotask(() =>
      listRef.current
        ?.querySelector<HTMLButtonElement>(`[data-layer-id="${id}"] .figura-layer-name`)
        ?.focus(),
    );

  const drop = (targetId: string) => {
    if (dragId && dragId !== targetId) {
      // Dropping on a row puts the dragged layer where that row is.
      const index = elements.findIndex((element) => element.id === targetId);
      commit((doc) => moveElementTo(doc, dragId, index), t('common:history.reorderLayers'));
    }
    setDragId(null);
    setDropId(null);
  };

  return (
    <SidePanel title={t('layers.title')} closeLabel={t('layers.close')} onClose={onClose}>
      {topFirst.length === 0 ? <p className="figura-message">{t('layers.empty')}</p> : null}
      <ol ref={listRef} className="figura-layers" aria-label={t('layers.list')}>
        {topFirst.map((element, row) => (
          <LayerRow
            key={element.id}
            element={element}
            selected={selection.includes(element.id)}
            dropTarget={dropId === element.id && dragId !== element.id}
            renaming={renamingId === element.id}
            onSelect={(additive) => {
              const current = store.getState().selection;
              store
                .getState()
                .select(
                  additive
                    ? current.includes(element.id)
                      ? current.filter((id) => id !== element.id)
                      : [...current, element.id]
                    : [element.id],
                );
            }}
            onStartRename={() => setRenamingId(element.id)}
            onRename={(name) => {
              if (renamingId !== element.id) return;
              setRenamingId(null);
              if (name !== null)
                commit((doc) => renameElement(doc, element.id, name), t('common:history.rename'));
              focusLayer(element.id);
            }}
            onToggleLock={() =>
              commit(
                (doc) => setLocked(doc, [element.id], !element.locked),
                element.locked ? t('common:history.unlock') : t('common:history.lock'),
              )
            }
            onToggleHidden={() =>
              commit(
                (doc) => setHidden(doc, [element.id], !element.hidden),
                element.hidden ? t('common:history.show') : t('common:history.hide'),
              )
            }
            onMove={(direction) => {
              commands.reorder(direction === 'up' ? 'forward' : 'backward', [element.id]);
              focusLayer(element.id);
            }}
            onFocusSibling={(direction) => {
              const sibling = topFirst[row + (direction === 'up' ? -1 : 1)];
              if (sibling) focusLayer(sibling.id);
            }}
            onDragStart={() => setDragId(element.id)}
            onDragOver={() => setDropId(element.id)}
            onDrop={() => drop(element.id)}
          />
        ))}
      </ol>
    </SidePanel>
  );
}

export default LayersPanel;
