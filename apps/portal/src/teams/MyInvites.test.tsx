// @vitest-environment jsdom
// Invitations shown in the portal: the invitee joins with one click, without the mail's link.
// The API's rules (only the invitee sees and accepts one) are apps/api/test/teams.test.ts's.
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInPortal, unmountAll } from '../testing/render';
import { MyInvites } from './MyInvites';

const USER = { id: 'user-2', email: 'sam@lab.example' };
const TEAM = { id: 'team-1', name: 'Tumour immunology lab', seatLimit: 5, role: 'member' };
const INVITE = {
  id: 'invite-1',
  teamId: TEAM.id,
  teamName: TEAM.name,
  invitedBy: 'Dana Rivera',
  expiresAt: '2026-12-09T08:00:00.000Z',
};

/** The invitations on My creations; joining leads to the team's workspace. */
async function render(api: Record<string, unknown>) {
  const page = await renderInPortal(
    <MemoryRouter initialEntries={['/my-creations']}>
      <Routes>
        <Route path="/my-creations" element={<MyInvites />} />
        <Route path="/workspace/:teamId" element={<p>Workspace</p>} />
      </Routes>
    </MemoryRouter>,
    api,
    { user: USER },
  );
  return { page };
}

describe('invitations in the portal', () => {
  it('shows who invited the person to which team, and joins it with one click', async () => {
    const acceptMyTeamInvite = vi.fn(async () => ({ team: TEAM }));
    const { page } = await render({
      listMyTeamInvites: async () => ({ data: [INVITE] }),
      acceptMyTeamInvite,
    });
    expect(page.querySelector('h2')?.textContent).toBe('You are invited');
    expect(page.textContent).toContain(
      'Tumour immunology lab: Dana Rivera invited you to its workspace.',
    );
    const join = [...page.querySelectorAll('button')].find(
      (button) => button.textContent === 'Join Tumour immunology lab',
    )!;
    await act(async () => join.click());
    expect(acceptMyTeamInvite).toHaveBeenCalledWith('invite-1');
    // Joined, the person is in the team's workspace.
    expect(page.textContent).toBe('Workspace');
  });

  it('says why joining failed, and shows nothing without invitations', async () => {
    const { page } = await render({
      listMyTeamInvites: async () => ({ data: [INVITE] }),
      acceptMyTeamInvite: async () => {
        throw new Error('This invitation has expired: ask the team for a new one.');
      },
    });
    await act(async () => page.querySelector('button')!.click());
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(
      'This invitation has expired: ask the team for a new one.',
    );
    expect(page.querySelector('h2')?.textContent).toBe('You are invited');
    await unmountAll();
    const none = await render({ listMyTeamInvites: async () => ({ data: [] }) });
    expect(none.page.textContent).toBe('');
  });
});
