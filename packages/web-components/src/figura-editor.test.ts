// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FiguraEditorElement } from './figura-editor';
import { defineFiguraElements } from './register';

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('<figura-editor>', () => {
  it('registers once and tolerates being defined again', () => {
    defineFiguraElements();
    defineFiguraElements();
    expect(customElements.get('figura-editor')).toBe(FiguraEditorElement);
    expect(document.createElement('figura-editor')).toBeInstanceOf(FiguraEditorElement);
  });

  it('reflects its properties to attributes', () => {
    defineFiguraElements();
    const element = document.createElement('figura-editor');
    element.apiBase = 'https://api.example.org';
    element.creationId = 'abc';
    element.token = 'secret';
    expect(element.getAttribute('api-base')).toBe('https://api.example.org');
    expect(element.getAttribute('creation-id')).toBe('abc');
    expect(element.getAttribute('token')).toBe('secret');
    element.token = null;
    expect(element.hasAttribute('token')).toBe(false);
    expect(element.editor).toBeUndefined();
  });

  it('renders in light DOM and says which attributes are missing', async () => {
    defineFiguraElements();
    const element = document.createElement('figura-editor');
    document.body.append(element);
    expect(element.shadowRoot).toBeNull();
    await waitFor(() => element.querySelector('[role="alert"]') !== null);
    expect(element.textContent).toContain('api-base and creation-id');
    element.remove();
    await waitFor(() => element.childElementCount === 0);
  });
});
