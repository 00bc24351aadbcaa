// @vitest-environment jsdom
// The invitation mail's page: the invited address joins; signed in as another, the page offers
// signing in as the invited one (the API refuses them: apps/api/test/teams.test.ts).
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInPortal } from '../testing/render';
import { AcceptInvitePage } from './AcceptInvitePage';

const INVITE = {
  teamId: 'team-1',
  teamName: 'Tumour immunology lab',
  email: 'sam@lab.example',
  invitedBy: 'Dana Rivera',
  status: 'pending',
  expired: false,
  expiresAt: '2026-12-09T08:00:00.000Z',
};

async function openAs(email: string | null) {
  return renderInPortal(
    <MemoryRouter initialEntries={['/workspace/invite/tok-1']}>
      <Routes>
        <Route path="/workspace/invite/:token" element={<AcceptInvitePage />} />
      </Routes>
    </MemoryRouter>,
    { getTeamInvite: vi.fn(async () => INVITE) },
    email ? { user: { id: 'user-9', email } } : {},
  );
}

const joinButton = (page: HTMLElement) =>
  [...page.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Join'));

describe('the invitation page', () => {
  it('lets the invited address join (whatever its case)', async () => {
    const page = await openAs('Sam@Lab.example');
    await vi.waitFor(() =>
      expect(joinButton(page)?.textContent).toBe('Join Tumour immunology lab'),
    );
    expect(page.querySelector('[role="note"]')).toBeNull();
  });

  it('shows a visitor the invitation, then a way to an account with the invited address, back here', async () => {
    const page = await openAs(null);
    await vi.waitFor(() =>
      expect(page.querySelector('main p')?.textContent).toBe(
        'Dana Rivera invites sam@lab.example to the team Tumour immunology lab and its shared workspace.',
      ),
    );
    expect(page.textContent).toContain(
      'To join, create a free Figura account with sam@lab.example, or sign in if you have one.',
    );
    expect(joinButton(page)).toBeUndefined();
    const links = [...page.querySelectorAll<HTMLAnchorElement>('main a.button')];
    const back = encodeURIComponent(window.location.href);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Create an account',
        `http://sign-on.test/register?continue=${back}&login_hint=sam%40lab.example`,
      ],
      ['Sign in', `http://sign-on.test/login?continue=${back}&login_hint=sam%40lab.example`],
    ]);
  });

  it('offers another address a way to sign in as the invited one, back to this page', async () => {
    const page = await openAs('alex@lab.example');
    await vi.waitFor(() => expect(page.querySelector('[role="note"]')).not.toBeNull());
    expect(joinButton(page)).toBeUndefined();
    const link = page.querySelector<HTMLAnchorElement>('main a.button')!;
    expect(link.textContent).toBe('Sign out and sign in as sam@lab.example');
    expect(link.getAttribute('href')).toBe('/auth/logout?continue=%2Fworkspace%2Finvite%2Ftok-1');
  });
});
