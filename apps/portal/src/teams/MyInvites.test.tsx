// @vitest-environment jsdom
// Invitations shown in the portal: the invitee joins with one click, without the mail's link.
// The API's rules (only the invitee sees and accepts one) are apps/api/test/teams.test.ts's.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '@figura/react-editor/i18n';
import portalStrings from '../../public/locales/en/portal.json';
import { SessionProvider } from '../session/SessionContext';
import type { PortalServices } from '../session/services';
import { MyInvites } from './MyInvites';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
});

const TEAM = { id: 'team-1', name: 'Tumour immunology lab', seatLimit: 5, role: 'member' };
const INVITE = {
  id: 'invite-1',
  teamId: TEAM.id,
  teamName: TEAM.name,
  invitedBy: 'Dana Rivera',
  expiresAt: '2026-12-09T08:00:00.000Z',
};

async function render(api: Record<string, unknown>, onJoined = vi.fn()) {
  const i18n = createEnglishI18n();
  i18n.addResourceBundle('en', 'portal', portalStrings);
  const services = {
    api: { getBillingHistory: async () => ({ plan: 'T' }), ...api },
    tracking: {},
    loginUrl: () => 'http://sign-on.test/login',
  } as unknown as PortalServices;
  host = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    root = createRoot(host!);
    root.render(
      <I18nProvider i18n={i18n}>
        <SessionProvider services={services}>
          <MyInvites onJoined={onJoined} />
        </SessionProvider>
      </I18nProvider>,
    );
  });
  return { page: host, onJoined };
}

describe('invitations in the portal', () => {
  it('shows who invited the person to which team, and joins it with one click', async () => {
    const acceptMyTeamInvite = vi.fn(async () => ({ team: TEAM }));
    const { page, onJoined } = await render({
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
    expect(onJoined).toHaveBeenCalledWith(TEAM);
  });

  it('says why joining failed, and shows nothing without invitations', async () => {
    const { page, onJoined } = await render({
      listMyTeamInvites: async () => ({ data: [INVITE] }),
      acceptMyTeamInvite: async () => {
        throw new Error('This invitation has expired: ask the team for a new one.');
      },
    });
    await act(async () => page.querySelector('button')!.click());
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(
      'This invitation has expired: ask the team for a new one.',
    );
    expect(onJoined).not.toHaveBeenCalled();
    await act(async () => root?.unmount());
    const none = await render({ listMyTeamInvites: async () => ({ data: [] }) });
    expect(none.page.textContent).toBe('');
  });
});
