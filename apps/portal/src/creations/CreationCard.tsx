import { Link } from 'react-router';
import type { Creation, Folder } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';
import { ActionMenu, type MenuAction } from '../design/ActionMenu';

interface CreationCardProps {
  creation: Creation;
  thumbnail?: string | undefined;
  /** A line under the name (who shared it, and how). */
  note?: string;
  /** The owner's actions; a creation shared with the user has none. */
  folders?: readonly Folder[];
  onMove?: (creation: Creation, folderId: string | null) => void;
  onDelete?: (creation: Creation) => void;
  onShare?: (creation: Creation) => void;
  /** Moves it into the user's team workspace; the team's name (only for a user with a team). */
  onMoveToWorkspace?: (creation: Creation) => void;
  teamName?: string;
}

/**
 * One creation in /my-creations: its thumbnail and name open it; below, its folder and Share, and
 * a menu with moving to the team workspace and deleting.
 */
export function CreationCard({
  creation,
  thumbnail,
  note,
  folders = [],
  onMove,
  onDelete,
  onShare,
  onMoveToWorkspace,
  teamName,
}: CreationCardProps) {
  const { t } = useTranslation('portal');
  // Less used than opening, filing and sharing: behind the card's "more" button.
  const more: MenuAction[] = [
    ...(onMoveToWorkspace
      ? [
          {
            label: t('myCreations.moveToWorkspace'),
            ariaLabel: t('myCreations.moveToWorkspaceLabel', {
              name: creation.name,
              team: teamName,
            }),
            onSelect: () => onMoveToWorkspace(creation),
          },
        ]
      : []),
    ...(onDelete
      ? [
          {
            label: t('trash.delete'),
            ariaLabel: t('trash.deleteLabel', { name: creation.name }),
            onSelect: () => onDelete(creation),
            danger: true,
          },
        ]
      : []),
  ];
  return (
    <li className="creation-item">
      <Link className="creation-card" to={`/editor/${creation.id}`}>
        {thumbnail ? (
          <img className="creation-thumb" src={thumbnail} alt="" />
        ) : (
          <span className="creation-thumb" aria-hidden="true" />
        )}
        <span className="creation-name">{creation.name}</span>
        <span className="creation-meta">
          {t('myCreations.meta', {
            type: t(`common:creationTypes.${creation.type}`),
            width: creation.width,
            height: creation.height,
          })}
        </span>
        <span className="creation-meta">
          {t('myCreations.edited', { date: creation.updatedAt })}
        </span>
        {note && <span className="creation-meta">{note}</span>}
      </Link>
      {(onMove || onDelete || onShare || onMoveToWorkspace) && (
        <div className="creation-actions">
          {onMove && (
            <select
              aria-label={t('folders.moveLabel', { name: creation.name })}
              value={creation.folderId ?? ''}
              onChange={(event) => onMove(creation, event.target.value || null)}
            >
              <option value="">{t('folders.topLevel')}</option>
              {folders.map((folder) => (
                <option key={folder.id} value={folder.id}>
                  {folder.name}
                </option>
              ))}
            </select>
          )}
          {onShare && (
            <button
              type="button"
              className="button small creation-share"
              aria-label={t('myCreations.share', { name: creation.name })}
              onClick={() => onShare(creation)}
            >
              {t('myCreations.shareButton')}
            </button>
          )}
          {more.length > 0 && (
            <ActionMenu
              label={t('myCreations.moreActions', { name: creation.name })}
              actions={more}
            />
          )}
        </div>
      )}
    </li>
  );
}
