// @vitest-environment jsdom
// The creation's name in the editor's header: Enter renames, Escape abandons the edit.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '@figura/react-editor/i18n';
import portalStrings from '../../public/locales/en/portal.json';
import { CreationNameField } from './CreationNameField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = undefined;
});

/** Types `text` into the field as React hears it, then presses `key`. */
async function edit(field: HTMLInputElement, text: string, key: 'Enter' | 'Escape') {
  await act(async () => {
    field.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

describe('the creation’s name in the header', () => {
  it('renames with Enter, and Escape abandons an edit in progress', async () => {
    const i18n = createEnglishI18n();
    i18n.addResourceBundle('en', 'portal', portalStrings);
    // The page shows the stored name it is given, as the portal does once a rename is stored.
    let show: (name: string) => void = () => undefined;
    const rename = vi.fn(async (name: string) => show(name));
    const render = (name: string) =>
      root!.render(
        <I18nProvider i18n={i18n}>
          <CreationNameField name={name} rename={rename} />
        </I18nProvider>,
      );
    show = render;
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    await act(async () => render('Untitled'));
    const field = host.querySelector<HTMLInputElement>('input[aria-label="Creation name"]')!;

    await edit(field, 'Cell signalling abstract', 'Enter');
    expect(rename).toHaveBeenCalledExactlyOnceWith('Cell signalling abstract');
    expect(field.value).toBe('Cell signalling abstract');

    await edit(field, 'Not this one', 'Escape');
    expect(field.value).toBe('Cell signalling abstract');
    expect(rename).toHaveBeenCalledOnce();
    expect(host.ownerDocument.activeElement).not.toBe(field);
  });

  it('shows a commentor the name as text, with no field to type a rename into', async () => {
    const i18n = createEnglishI18n();
    i18n.addResourceBundle('en', 'portal', portalStrings);
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    await act(async () =>
      root!.render(
        <I18nProvider i18n={i18n}>
          <CreationNameField name="Lab poster" rename={vi.fn()} readOnly />
        </I18nProvider>,
      ),
    );
    expect(host.querySelector('input')).toBeNull();
    expect(host.textContent).toBe('Lab poster');
  });
});
