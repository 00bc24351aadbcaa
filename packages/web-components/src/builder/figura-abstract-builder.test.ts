// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { defineFiguraElements } from '../register';
import { FiguraAbstractBuilderElement } from './figura-abstract-builder';

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('<figura-abstract-builder>', () => {
  it('registers beside the other elements, and again without complaint', () => {
    defineFiguraElements();
    defineFiguraElements();
    expect(customElements.get('figura-abstract-builder')).toBe(FiguraAbstractBuilderElement);
    expect(document.createElement('figura-abstract-builder')).toBeInstanceOf(
      FiguraAbstractBuilderElement,
    );
  });

  it('reflects its properties to attributes; the profile is Cell’s unless a known one is named', () => {
    defineFiguraElements();
    const element = document.createElement('figura-abstract-builder');
    expect(element.profile).toBe('cell');
    element.apiBase = 'https://api.example.org';
    element.token = 'embed-token';
    element.profile = 'elsevier';
    element.creationId = 'c1';
    expect(element.getAttribute('api-base')).toBe('https://api.example.org');
    expect(element.getAttribute('token')).toBe('embed-token');
    expect(element.getAttribute('profile')).toBe('elsevier');
    expect(element.getAttribute('creation-id')).toBe('c1');
    element.setAttribute('profile', 'plos');
    expect(element.profile).toBe('plos');
    element.setAttribute('profile', 'nature-of-things');
    expect(element.profile).toBe('cell');
    // A journal partner's own (its embed token names it; the builder reads it from the API).
    element.setAttribute('profile', 'partner-16');
    expect(element.profile).toBe('partner-16');
    element.setAttribute('profile', 'partner-0');
    expect(element.profile).toBe('cell');
    element.token = null;
    expect(element.hasAttribute('token')).toBe(false);
    expect(element.builder).toBeUndefined();
  });

  it('refuses to export before it is ready, saying why', async () => {
    defineFiguraElements();
    const element = document.createElement('figura-abstract-builder');
    await expect(element.exportFile()).rejects.toThrow(/figura-ready/);
  });

  it('renders in light DOM and says which attribute is missing', async () => {
    defineFiguraElements();
    const element = document.createElement('figura-abstract-builder');
    document.body.append(element);
    expect(element.shadowRoot).toBeNull();
    await waitFor(() => (element.textContent ?? '').includes('api-base'));
    expect(element.querySelector('[role="alert"]')).not.toBeNull();
    element.remove();
    await waitFor(() => element.childElementCount === 0);
  });
});
