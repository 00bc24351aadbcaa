import type { Breadcrumb } from '@figura/sdk-core/stores';
import type { Creation } from '@figura/sdk-core/schema';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Where a creation lives, as the editor's breadcrumb: its team's workspace, what others shared
 * with the person, or their own creations. Read from the creation itself, not from the page the
 * person last saw (a trail kept in a cookie named a workspace for a creation of their own).
 */
export function locationTrail(
  creation: Pick<Creation, 'teamId' | 'access'>,
  team: { id: string; name: string } | null | undefined,
  t: Translate,
): Breadcrumb[] {
  if (creation.teamId) {
    // One step: /workspace leads a member to this same page.
    const path = `/workspace/${encodeURIComponent(creation.teamId)}`;
    return team?.id === creation.teamId
      ? [{ label: t('teams.workspace.title', { name: team.name }), path }]
      : [{ label: t('breadcrumbs.workspace'), path }];
  }
  if (creation.access !== 'owner')
    return [{ label: t('myCreations.sharedTitle'), path: '/my-creations' }];
  return [{ label: t('breadcrumbs.myCreations'), path: '/my-creations' }];
}
