import type { TeamMember } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';
import { EmailAddress } from '../design/EmailAddress';

/**
 * A team's members: name over address, their role, and, for a team admin, a way to remove each
 * other member.
 */
export function TeamMemberList({
  members,
  currentUserId,
  onRemove,
}: {
  members: TeamMember[];
  currentUserId: string | undefined;
  onRemove?: (member: TeamMember) => void;
}) {
  const { t } = useTranslation('portal');
  return (
    <ul aria-label={t('teams.admin.members')} className="team-list">
      {members.map((member) => (
        <li key={member.id}>
          <span className="team-person">
            <strong>
              {member.name || <EmailAddress address={member.email} />}
              {member.userId === currentUserId && ` ${t('teams.members.you')}`}
            </strong>
            {member.name && (
              <span className="team-email">
                <EmailAddress address={member.email} />
              </span>
            )}
          </span>
          <span className={member.role === 'admin' ? 'badge accent' : 'badge'}>
            {t(`teams.roles.${member.role}`)}
          </span>
          {onRemove && member.userId !== currentUserId && (
            <button
              type="button"
              className="link-button"
              aria-label={t('teams.admin.removeLabel', { name: member.name || member.email })}
              onClick={() => onRemove(member)}
            >
              {t('teams.admin.remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
