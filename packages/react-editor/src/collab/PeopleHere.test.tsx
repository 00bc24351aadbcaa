// @vitest-environment jsdom
// The other people on the slide, as badges over the canvas: initials in a readable colour, the
// full name in the tooltip and for screen readers.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { PRESENCE_COLOURS } from '@figura/sdk-core/collab';
import { contrastRatio, rgbOfHex } from '@figura/sdk-core/design';
import type { EditorCollaboration } from '@figura/sdk-core/editor';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../i18n/translation';
import { reactRoots } from '../testing/react-root';
import PeopleHere, { initials, initialsColour } from './PeopleHere';

const render = reactRoots();

const person = (clientId: number, name: string, colour: string) => ({
  clientId,
  name,
  colour,
  cursor: null,
  selection: [],
});

/** WCAG contrast of two `#rrggbb` colours (preflight's own measure). */
const contrast = (a: string, b: string) => contrastRatio(rgbOfHex(a), rgbOfHex(b));

describe('the people on the slide', () => {
  it('takes the first and last name’s initials, or a single name’s first two letters', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  Rosalind  Elsie Franklin ')).toBe('RF');
    expect(initials('marie')).toBe('MA');
  });

  it('writes the initials readably (WCAG AA) on every colour of the palette', () => {
    for (const colour of PRESENCE_COLOURS)
      expect(contrast(colour, initialsColour(colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('shows each person as a badge with their initials, colour and full name, and follows arrivals', async () => {
    const state = createStore<ReturnType<EditorCollaboration['state']['getState']>>(() => ({
      status: 'connected',
      collaborators: [person(1, 'Alice Author', '#E69F00')],
      access: 'write',
    }));
    const collaboration = { state, setCursor: () => {}, dispose: () => {} } as EditorCollaboration;
    const host = await render(
      <I18nProvider i18n={createEnglishI18n()}>
        <PeopleHere collaboration={collaboration} />
      </I18nProvider>,
    );
    const badges = () => [...host.querySelectorAll<HTMLElement>('[data-testid="collaborator"]')];
    expect(host.querySelector('ul')?.getAttribute('aria-label')).toBe('People editing this slide');
    expect(badges().map((badge) => badge.textContent)).toEqual(['Alice Author']);
    expect(badges()[0]!.dataset.initials).toBe('AA');
    expect(badges()[0]!.title).toBe('Alice Author');
    act(() =>
      state.setState({
        collaborators: [person(1, 'Alice Author', '#E69F00'), person(2, 'Bob Postdoc', '#0072B2')],
      }),
    );
    expect(badges().map((badge) => badge.dataset.initials)).toEqual(['AA', 'BP']);
    expect(badges()[1]!.style.color).toBe('rgb(255, 255, 255)');
  });
});
