import { describe, expect, it } from 'vitest';
import { locationTrail } from './location-trail';

const t = (key: string, options?: Record<string, unknown>) =>
  ({
    'teams.workspace.title': `${String(options?.name)} workspace`,
    'breadcrumbs.workspace': 'Workspace',
    'breadcrumbs.myCreations': 'My creations',
    'myCreations.sharedTitle': 'Shared with me',
  })[key] ?? key;

describe('the editor’s breadcrumb', () => {
  it('says where the creation lives, whatever page the person came from', () => {
    const team = { id: 'team-1', name: 'Rivera Lab' };
    expect(locationTrail({ teamId: null, access: 'owner' }, team, t)).toEqual([
      { label: 'My creations', path: '/my-creations' },
    ]);
    expect(locationTrail({ teamId: 'team-1', access: 'owner' }, team, t)).toEqual([
      { label: 'Rivera Lab workspace', path: '/workspace/team-1' },
    ]);
    // Another team's (or before the team is known): the workspace itself.
    expect(locationTrail({ teamId: 'team-2', access: 'editor' }, team, t)).toEqual([
      { label: 'Workspace', path: '/workspace/team-2' },
    ]);
    expect(locationTrail({ teamId: null, access: 'commentor' }, null, t)).toEqual([
      { label: 'Shared with me', path: '/my-creations' },
    ]);
  });
});
