import { useState } from 'react';
import type { Folder } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';

/** Which creations the list shows: all, one folder's, or the trash. */
export type CreationView =
  { kind: 'all' } | { kind: 'folder'; folderId: string } | { kind: 'trash' };

interface FolderBarProps {
  folders: readonly Folder[];
  view: CreationView;
  onView: (view: CreationView) => void;
  onCreate: (name: string) => void;
  onRename: (folder: Folder, name: string) => void;
  onDelete: (folder: Folder) => void;
}

export function FolderBar({ folders, view, onView, onCreate, onRename, onDelete }: FolderBarProps) {
  const { t } = useTranslation('portal');
  const [naming, setNaming] = useState<{ folder?: Folder; name: string } | null>(null);
  const current = view.kind === 'folder' ? folders.find((f) => f.id === view.folderId) : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!naming?.name.trim()) return;
    if (naming.folder) onRename(naming.folder, naming.name.trim());
    else onCreate(naming.name.trim());
    setNaming(null);
  }

  return (
    <nav className="folder-bar" aria-label={t('folders.label')}>
      <button
        type="button"
        className="button"
        aria-pressed={view.kind === 'all'}
        onClick={() => onView({ kind: 'all' })}
      >
        {t('folders.all')}
      </button>
      {folders.map((folder) => (
        <button
          key={folder.id}
          type="button"
          className="button"
          aria-pressed={view.kind === 'folder' && view.folderId === folder.id}
          onClick={() => onView({ kind: 'folder', folderId: folder.id })}
        >
          {t('folders.item', { name: folder.name, count: folder.creationCount })}
        </button>
      ))}
      <button
        type="button"
        className="button"
        aria-pressed={view.kind === 'trash'}
        onClick={() => onView({ kind: 'trash' })}
      >
        {t('trash.title')}
      </button>
      {naming ? (
        <form className="folder-form" onSubmit={submit}>
          <input
            aria-label={t('folders.name')}
            placeholder={t('folders.name')}
            value={naming.name}
            maxLength={100}
            autoFocus
            onChange={(event) => setNaming({ ...naming, name: event.target.value })}
          />
          <button type="submit" className="button primary">
            {t('folders.save')}
          </button>
          <button type="button" className="button" onClick={() => setNaming(null)}>
            {t('folders.cancel')}
          </button>
        </form>
      ) : (
        <>
          <button type="button" className="link-button" onClick={() => setNaming({ name: '' })}>
            {t('folders.new')}
          </button>
          {current && (
            <>
              <button
                type="button"
                className="link-button"
                onClick={() => setNaming({ folder: current, name: current.name })}
              >
                {t('folders.rename')}
              </button>
              <button type="button" className="link-button" onClick={() => onDelete(current)}>
                {t('folders.delete')}
              </button>
            </>
          )}
        </>
      )}
    </nav>
  );
}
