// The builder's React shell in jsdom for its tests: mounted on the in-memory API with English
// strings, its controls found by role and accessible name, and driven as an author would (clicks,
// typing, keys). Each test file closes what it opened after each test (closeBuilders): hooks
// registered here would run for the first file of a worker only (modules load once per worker).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { expect, vi } from 'vitest';
import { MemoryFiguraApi, createEnglishI18n } from '@figura/sdk-core/testing';
import { AbstractBuilder } from '../AbstractBuilder';
import type { AbstractBuilderHandle, AbstractBuilderProps } from '../types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Set<{ root: Root; host: HTMLElement }>();

/** Unmounts every builder the test opened. */
export async function closeBuilders(): Promise<void> {
  for (const builder of [...mounted]) {
    mounted.delete(builder);
    await act(async () => builder.root.unmount());
    builder.host.remove();
  }
}

/** A builder in the page, ready for input (its handle given), on `props.api` or a new one. */
export async function openBuilder(props: Partial<AbstractBuilderProps> = {}) {
  const api = (props.api as MemoryFiguraApi | undefined) ?? new MemoryFiguraApi();
  let handle: AbstractBuilderHandle | undefined;
  // jsdom's page (the test environment's document), as the editor's harness uses it.
  const doc = globalThis.document;
  const host = doc.createElement('div');
  doc.body.append(host);
  const mount = { root: createRoot(host), host };
  mounted.add(mount);
  await act(async () =>
    mount.root.render(
      <AbstractBuilder
        i18n={createEnglishI18n()}
        {...props}
        api={api}
        onReady={(ready) => {
          handle = ready;
          props.onReady?.(ready);
        }}
      />,
    ),
  );
  await vi.waitFor(() => expect(handle).toBeDefined());
  const byRole = (role: string, name: string | RegExp) =>
    [...host.querySelectorAll<HTMLElement>(`[role="${role}"], ${IMPLICIT[role] ?? '_'}`)].find(
      (element) =>
        typeof name === 'string'
          ? accessibleName(element) === name
          : name.test(accessibleName(element)),
    );
  const unmount = async () => {
    mounted.delete(mount);
    await act(async () => mount.root.unmount());
    host.remove();
  };
  return { api, handle: handle as AbstractBuilderHandle, host, byRole, unmount };
}

/** The elements that have a role without saying so, for the roles the tests look for. */
const IMPLICIT: Record<string, string> = {
  button: 'button',
  textbox: 'input:not([type]), textarea',
  radio: 'input[type="radio"]',
  combobox: 'select',
};

/** The accessible name the tests find controls by: aria-label, a label, or the text. */
export function accessibleName(element: HTMLElement): string {
  const label = element.getAttribute('aria-label');
  if (label) return label;
  const labelled = element.getAttribute('aria-labelledby');
  if (labelled) return element.ownerDocument.getElementById(labelled)?.textContent?.trim() ?? '';
  if (element.id) {
    const forIt = element.ownerDocument.querySelector(`label[for="${element.id}"]`);
    if (forIt) return forIt.textContent?.trim() ?? '';
  }
  const wrapping = element.closest('label');
  if (wrapping) return wrapping.textContent?.trim() ?? '';
  return element.textContent?.trim() ?? '';
}

/** The text of what describes `element` (its aria-describedby), as a screen reader reads it. */
export function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/u)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

export const press = (element: Element, key: string) =>
  act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

export const click = (element: HTMLElement | undefined) =>
  act(async () => {
    if (!element) throw new Error('nothing to click');
    element.click();
  });

/** Types into a field as React hears it (its value setter, then an input event). */
export const type = (element: HTMLElement | undefined, value: string) =>
  act(async () => {
    if (!element) throw new Error('nothing to type into');
    const field = element as HTMLInputElement | HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    field.focus();
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });

/** Chooses `value` in a select as React hears it. */
export const select = (element: HTMLElement | undefined, value: string) =>
  act(async () => {
    if (!(element instanceof HTMLSelectElement)) throw new Error('no select to choose in');
    element.value = value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
