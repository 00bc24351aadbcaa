// @vitest-environment jsdom
// A part of a portal page whose code loads on demand (the Share dialog, the trash): a file that
// cannot be fetched says so in its place, and comes once it can, without a reload.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { lazyPart } from '@figura/react-editor/boundary';
import { I18nProvider } from '@figura/react-editor/i18n';
import portalStrings from '../../public/locales/en/portal.json';
import { PartBoundary } from './part-boundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
beforeAll(() => {
  // jsdom has the element but not its modal opening.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = undefined;
});

/** A part whose file cannot be fetched until `reach()`. */
function unreachablePart(text: string) {
  let reachable = false;
  const Part = lazyPart(() =>
    reachable
      ? Promise.resolve({ default: () => <p>{text}</p> })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  return { Part, reach: () => (reachable = true) };
}

async function show(element: React.JSX.Element) {
  const i18n = createEnglishI18n();
  i18n.addResourceBundle('en', 'portal', portalStrings);
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () => root!.render(<I18nProvider i18n={i18n}>{element}</I18nProvider>));
  return host;
}

const buttonNamed = (name: string) =>
  [...host!.querySelectorAll('button')].find((button) => button.textContent === name);

describe('a part of a page loaded on demand', () => {
  it('says it is opening while its file comes, then shows itself', async () => {
    let arrive!: () => void;
    const Part = lazyPart(
      () =>
        new Promise<{ default: () => React.JSX.Element }>(
          (resolve) => (arrive = () => resolve({ default: () => <p>Trash</p> })),
        ),
    );
    const page = await show(
      <PartBoundary fallback={<p role="status">Opening…</p>}>
        <Part />
      </PartBoundary>,
    );
    expect(page.querySelector('[role="status"]')?.textContent).toBe('Opening…');
    await act(async () => arrive());
    await vi.waitFor(() => expect(page.textContent).toBe('Trash'));
  });

  it('says so in its place when its file cannot be fetched, and comes on "Try again"', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Part, reach } = unreachablePart('Trash');
    const page = await show(
      <>
        <button type="button">New slide</button>
        <PartBoundary>
          <Part />
        </PartBoundary>
      </>,
    );
    await vi.waitFor(() => expect(page.querySelector('[role="alert"]')).not.toBeNull());
    expect(page.querySelector('[role="alert"]')!.textContent).toContain(
      'This part could not be loaded',
    );
    // The rest of the page stays.
    expect(buttonNamed('New slide')).toBeDefined();
    reach();
    await act(async () => buttonNamed('Try again')!.click());
    await vi.waitFor(() => expect(page.textContent).toBe('New slideTrash'));
    logged.mockRestore();
  });

  it('a dialog that cannot be loaded says so as a dialog, which Close and Escape close, and comes when back online', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Part, reach } = unreachablePart('Share “Poster”');
    const closed = vi.fn();
    const page = await show(
      <PartBoundary onClose={closed}>
        <Part />
      </PartBoundary>,
    );
    await vi.waitFor(() => expect(page.querySelector('dialog[open]')).not.toBeNull());
    const dialog = page.querySelector('dialog')!;
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(dialog.textContent).toContain('This could not be opened');
    expect([...dialog.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Try again',
      'Close',
    ]);
    buttonNamed('Close')!.click();
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(closed).toHaveBeenCalledTimes(2);
    reach();
    await act(async () => window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(page.textContent).toBe('Share “Poster”'));
    logged.mockRestore();
  });
});
