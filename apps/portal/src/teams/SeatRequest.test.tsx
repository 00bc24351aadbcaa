// @vitest-environment jsdom
// A team's admin asks for more seats from the team page; the API's rules (admins only, more
// than the team has, administrators mailed, the raise answers it) are apps/api/test/teams.test.ts's.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInPortal, unmountAll } from '../testing/render';
import { SeatRequest } from './SeatRequest';

const TEAM = { id: 'team-1', seatLimit: 5, seatRequest: null };

afterEach(unmountAll);

describe('asking for more seats', () => {
  it('opens by itself when every seat is taken, and asks for what is typed', async () => {
    const requestTeamSeats = vi.fn(async () => ({}));
    const onAsked = vi.fn(async () => {});
    const page = await renderInPortal(<SeatRequest team={TEAM} seatsUsed={5} onAsked={onAsked} />, {
      requestTeamSeats,
    });
    expect(page.querySelector('details')?.open).toBe(true);
    expect(page.textContent).toContain('Every seat is taken');
    const field = page.querySelector('input')!;
    // Five more than the team has, to start with.
    expect(field.value).toBe('10');
    await act(async () => page.querySelector('form')!.requestSubmit());
    expect(requestTeamSeats).toHaveBeenCalledWith('team-1', 10);
    expect(onAsked).toHaveBeenCalled();
  });

  it('stays folded while seats are free; says what was asked, and why it failed', async () => {
    const quiet = await renderInPortal(
      <SeatRequest team={TEAM} seatsUsed={2} onAsked={async () => {}} />,
      {},
    );
    expect(quiet.querySelector('details')?.open).toBe(false);
    await unmountAll();

    const asked = { ...TEAM, seatRequest: { seats: 12, requestedAt: '2026-12-02T09:30:00.000Z' } };
    const page = await renderInPortal(
      <SeatRequest team={asked} seatsUsed={2} onAsked={async () => {}} />,
      {
        requestTeamSeats: async () => {
          throw new Error('The team has 5 seats already: ask for more than that.');
        },
      },
    );
    expect(page.querySelector('details')?.open).toBe(true);
    expect(page.querySelector('[role="status"]')?.textContent).toBe(
      'You asked for 12 seats on 02/12/2026: you are mailed when they are there.',
    );
    await act(async () => page.querySelector('form')!.requestSubmit());
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(
      'The team has 5 seats already: ask for more than that.',
    );
  });
});
