import { useRef } from 'react';
import { useStore } from 'zustand';
import { contrastRatio, rgbOfHex } from '@figura/sdk-core/design';
import type { EditorCollaboration } from '@figura/sdk-core/editor';
import { useTranslation } from '../i18n/translation';
import { useStyleSheet } from '../ui/use-style-sheet';

// In the canvas's top corner, within the 24 px a fitted slide keeps clear (FRAME_PADDING): in
// the toolbar, each arrival or departure reflowed the bar to a new row and re-fitted the slide
// under the pointer. Loaded with the first other person (EditorShell).
const PEOPLE_CSS = `
.figura-root .figura-people {
  position: absolute; top: 1px; right: 12px; z-index: 2; display: flex; margin: 0; padding: 0 0 0 5px;
  list-style: none;
}
.figura-root .figura-people li {
  box-sizing: border-box; width: 22px; height: 22px; margin-left: -5px; border: 2px solid var(--figura-bg);
  border-radius: 50%;
  overflow: hidden; font-size: 10px; font-weight: 600; line-height: 18px; text-align: center;
  white-space: nowrap; box-shadow: 0 1px 3px rgba(15, 23, 42, 0.25);
}
.figura-root .figura-people li::before { content: attr(data-initials); display: block; }
`;

/** A name's initials ("Ada Lovelace" gives "AL"), what fits in a round badge. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const letters = words.length > 1 ? words[0]![0]! + words.at(-1)![0]! : name.trim().slice(0, 2);
  return letters.toUpperCase();
}

const INK = '#111827';
const WHITE = '#ffffff';

/** Ink or white, whichever reads better on a person's colour (all but one of the palette: ink). */
export function initialsColour(background: string): string {
  const under = rgbOfHex(background);
  const onWhite = contrastRatio(under, rgbOfHex(WHITE));
  return onWhite > contrastRatio(under, rgbOfHex(INK)) ? WHITE : INK;
}

/**
 * The other people on this slide, a round badge each in their colour with their initials; the
 * full name in the tooltip and for screen readers (the badge clips it from view).
 */
export default function PeopleHere({ collaboration }: { collaboration: EditorCollaboration }) {
  const { t } = useTranslation('editor');
  const listRef = useRef<HTMLUListElement>(null);
  const collaborators = useStore(collaboration.state, (state) => state.collaborators);
  useStyleSheet(listRef, 'people', PEOPLE_CSS);
  return (
    <ul ref={listRef} className="figura-people" aria-label={t('collab.people')}>
      {collaborators.map((person) => (
        <li
          key={person.clientId}
          data-testid="collaborator"
          data-initials={initials(person.name)}
          title={person.name}
          style={{ background: person.colour, color: initialsColour(person.colour) }}
        >
          {person.name}
        </li>
      ))}
    </ul>
  );
}
