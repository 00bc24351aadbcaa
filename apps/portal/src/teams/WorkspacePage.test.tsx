// @vitest-environment jsdom
// The team workspace as its people meet it: a member makes a creation straight in the workspace,
// sees who is in the team and may leave it; someone invited sees the invitation, not an upsell.
// The API's rules (who may make, list or leave) are apps/api/test/teams.test.ts's.
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInPortal } from '../testing/render';
import { WorkspaceIndexPage, WorkspacePage } from './WorkspacePage';

const USER = { id: 'user-2', email: 'sam@lab.example', tp_user: 'T' as const };
const member = (id: string, name: string, role: 'admin' | 'member') => ({
  id: `membership-${id}`,
  userId: id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@lab.example`,
  role,
  joinedAt: '2026-12-01T08:00:00.000Z',
});
const TEAM = {
  id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  name: 'Tumour immunology lab',
  seatLimit: 5,
  role: 'member',
  seatRequest: null,
  createdAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-01T08:00:00.000Z',
  members: [member('user-1', 'Dana Rivera', 'admin'), member(USER.id, 'Sam Okafor', 'member')],
};
const PLAN = { plan: 'T', limits: { creations: { cap: null, used: 0 } } };

/** My creations as the tests see it: its name, and the team left when it was. */
function LeftNote() {
  const state = useLocation().state as { leftTeam?: string } | null;
  return <p>My creations{state?.leftTeam ? `, left ${state.leftTeam}` : ''}</p>;
}

const buttonNamed = (page: HTMLElement, name: string) =>
  [...page.querySelectorAll('button')].find((button) => button.textContent === name);

/** Where the builder was asked to make its creation (?workspace=). */
function BuilderFor() {
  const [search] = useSearchParams();
  return <p>Builder for {search.get('workspace')}</p>;
}

async function renderAt(path: string, api: Record<string, unknown>, state?: unknown) {
  return renderInPortal(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/workspace" element={<WorkspaceIndexPage />} />
        <Route path="/workspace/:teamId" element={<WorkspacePage />} />
        <Route path="/editor/:id" element={<p>Editor</p>} />
        <Route path="/builder" element={<BuilderFor />} />
        <Route path="/my-creations" element={<LeftNote />} />
      </Routes>
    </MemoryRouter>,
    { getPlan: async () => PLAN, ...api },
    { user: USER },
  );
}

describe('a team workspace', () => {
  it('makes a new creation straight in the workspace and opens it', async () => {
    const createCreation = vi.fn(async () => ({ id: 'creation-1' }));
    const page = await renderAt(`/workspace/${TEAM.id}`, {
      getMyTeam: async () => ({ team: TEAM }),
      listCreations: async () => ({ data: [] }),
      createCreation,
    });
    expect(page.querySelector('h2')?.textContent).toBe('Create in Tumour immunology lab');
    await act(async () => buttonNamed(page, 'New slide')!.click());
    expect(createCreation).toHaveBeenCalledWith({
      type: 'slide',
      name: 'Untitled slide',
      workspace: TEAM.id,
    });
    expect(page.textContent).toContain('Editor');
  });

  it('offers the builder for a graphical abstract, made in the workspace', async () => {
    const page = await renderAt(`/workspace/${TEAM.id}`, {
      getMyTeam: async () => ({ team: TEAM }),
      listCreations: async () => ({ data: [] }),
    });
    await vi.waitFor(() => expect(buttonNamed(page, 'New graphical abstract')).toBeDefined());
    await act(async () => buttonNamed(page, 'New graphical abstract')!.click());
    await vi.waitFor(() => expect(buttonNamed(page, 'With the builder')).toBeDefined());
    await act(async () => buttonNamed(page, 'With the builder')!.click());
    expect(page.textContent).toContain(`Builder for ${TEAM.id}`);
  });

  it('welcomes a member who just joined from the invitation, once', async () => {
    const api = {
      getMyTeam: async () => ({ team: TEAM }),
      listCreations: async () => ({ data: [] }),
    };
    const welcome =
      'Welcome to Tumour immunology lab: what the team makes is here, and what you make here is the team’s.';
    const joined = await renderAt(`/workspace/${TEAM.id}`, api, { joined: true });
    expect(joined.querySelector('.toast')?.textContent).toContain(welcome);
    const later = await renderAt(`/workspace/${TEAM.id}`, api);
    expect(later.querySelector('.toast')).toBeNull();
  });

  it('shows a member who is in the team, and lets them leave after asking', async () => {
    const removeTeamMember = vi.fn(async () => ({}));
    const page = await renderAt(`/workspace/${TEAM.id}`, {
      getMyTeam: async () => ({ team: TEAM }),
      listCreations: async () => ({ data: [] }),
      removeTeamMember,
    });
    const people = [...page.querySelectorAll('.team-list li')].map((item) => item.textContent);
    expect(people).toEqual([
      'Dana Riveradana@lab.exampleAdmin',
      'Sam Okafor (you)sam@lab.exampleMember',
    ]);
    // A member has no admin tools: no invitations, no Remove.
    expect(page.textContent).not.toContain('Invite by email');
    expect(buttonNamed(page, 'Remove')).toBeUndefined();

    // jsdom has no modal dialogs: the confirmation's showModal is stood in for.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    await act(async () => buttonNamed(page, 'Leave Tumour immunology lab')!.click());
    expect(removeTeamMember).not.toHaveBeenCalled();
    expect(page.querySelector('dialog h2')?.textContent).toBe('Leave Tumour immunology lab?');
    await act(async () => buttonNamed(page, 'Leave the team')!.click());
    expect(removeTeamMember).toHaveBeenCalledWith(TEAM.id, 'membership-user-2');
    expect(page.textContent).toContain('My creations, left Tumour immunology lab');
  });
});

describe('a team admin', () => {
  it('is asked before removing a member', async () => {
    const removeTeamMember = vi.fn(async () => ({}));
    const page = await renderAt(`/workspace/${TEAM.id}`, {
      getMyTeam: async () => ({ team: { ...TEAM, role: 'admin' } }),
      getTeamForAdmin: async () => ({ ...TEAM, role: 'admin', invites: [] }),
      getTeamLimit: async () => ({ seatLimit: 5, seatsTaken: 2 }),
      listCreations: async () => ({ data: [] }),
      removeTeamMember,
    });
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    await vi.waitFor(() => expect(buttonNamed(page, 'Remove')).toBeDefined());
    await act(async () => buttonNamed(page, 'Remove')!.click());
    expect(removeTeamMember).not.toHaveBeenCalled();
    expect(page.querySelector('dialog h2')?.textContent).toBe('Remove Dana Rivera from the team?');
    await act(async () => buttonNamed(page, 'Keep them')!.click());
    expect(page.querySelector('dialog')).toBeNull();
    await act(async () => buttonNamed(page, 'Remove')!.click());
    await act(async () => buttonNamed(page, 'Remove from the team')!.click());
    expect(removeTeamMember).toHaveBeenCalledWith(TEAM.id, 'membership-user-1');
  });
});

describe('the workspace for someone without a team', () => {
  it('shows an invitation on its own: no upsell and no “not in a team” beside it', async () => {
    const page = await renderAt('/workspace', {
      getMyTeam: async () => ({ team: null }),
      listMyTeamInvites: async () => ({
        data: [
          {
            id: 'invite-1',
            teamId: TEAM.id,
            teamName: TEAM.name,
            invitedBy: 'Dana Rivera',
            expiresAt: '2026-12-09T08:00:00.000Z',
          },
        ],
      }),
    });
    await vi.waitFor(() =>
      expect(page.textContent).toContain('Tumour immunology lab: Dana Rivera invited you'),
    );
    expect(page.textContent).not.toContain('You are not in a team yet');
    expect(page.textContent).not.toContain('Upgrade to start a team');
  });

  it('offers a Starter the team plan when no one has invited them', async () => {
    const page = await renderAt('/workspace', {
      getMyTeam: async () => ({ team: null }),
      listMyTeamInvites: async () => ({ data: [] }),
    });
    await vi.waitFor(() => expect(page.textContent).toContain('You are not in a team yet'));
    expect(page.textContent).toContain('Upgrade to start a team');
  });
});
