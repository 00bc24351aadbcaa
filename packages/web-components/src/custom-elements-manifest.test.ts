import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FiguraEditorElement } from './figura-editor';
import { FiguraGalleryElement } from './figura-gallery';
import { FiguraAbstractBuilderElement } from './builder/figura-abstract-builder';
import { FiguraViewerElement } from './viewer/figura-viewer';

// Written by the build (cem analyze) from the element's JSDoc; the element's code is the source.
const manifestUrl = new URL('../dist/custom-elements.json', import.meta.url);

describe('the custom-elements manifest', () => {
  it('describes <figura-editor> as the element is: its attributes and its events', () => {
    const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
    const declarations = manifest.modules.flatMap(
      (module: { declarations?: unknown[] }) => module.declarations ?? [],
    );
    const element = declarations.find(
      (declaration: { tagName?: string }) => declaration.tagName === 'figura-editor',
    );
    expect(element).toMatchObject({ name: 'FiguraEditorElement', customElement: true });
    expect(element.attributes.map((attribute: { name: string }) => attribute.name).sort()).toEqual(
      [...FiguraEditorElement.observedAttributes].sort(),
    );
    expect(element.events.map((event: { name: string }) => event.name).sort()).toEqual([
      'figura-change',
      'figura-error',
      'figura-ready',
      'figura-save',
    ]);
    const packageJson = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    );
    expect(packageJson.customElements).toBe('dist/custom-elements.json');
  });

  it('describes <figura-gallery>: its attributes, its figura-select event and its parts', () => {
    const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
    const element = manifest.modules
      .flatMap((module: { declarations?: unknown[] }) => module.declarations ?? [])
      .find((declaration: { tagName?: string }) => declaration.tagName === 'figura-gallery');
    expect(element).toMatchObject({ name: 'FiguraGalleryElement', customElement: true });
    expect(element.attributes.map((attribute: { name: string }) => attribute.name).sort()).toEqual(
      [...FiguraGalleryElement.observedAttributes].sort(),
    );
    expect(element.events.map((event: { name: string }) => event.name)).toEqual(['figura-select']);
    expect(element.cssParts.map((part: { name: string }) => part.name).sort()).toEqual([
      'card',
      'grid',
      'search',
    ]);
  });

  it('describes <figura-abstract-builder>: its attributes, typed events and theming variables', () => {
    const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
    const element = manifest.modules
      .flatMap((module: { declarations?: unknown[] }) => module.declarations ?? [])
      .find(
        (declaration: { tagName?: string }) => declaration.tagName === 'figura-abstract-builder',
      );
    expect(element).toMatchObject({ name: 'FiguraAbstractBuilderElement', customElement: true });
    expect(element.attributes.map((attribute: { name: string }) => attribute.name).sort()).toEqual(
      [...FiguraAbstractBuilderElement.observedAttributes].sort(),
    );
    expect(element.events.map((event: { name: string }) => event.name).sort()).toEqual([
      'figura-cancel',
      'figura-change',
      'figura-continue',
      'figura-error',
      'figura-export',
      'figura-ready',
    ]);
    for (const event of element.events) expect(event.type?.text, event.name).toMatch(/CustomEvent/);
    const properties = element.cssProperties.map((property: { name: string }) => property.name);
    expect(properties).toEqual(expect.arrayContaining(['--figura-accent', '--figura-font']));
    expect(properties.every((name: string) => name.startsWith('--figura-'))).toBe(true);
  });

  it('describes <figura-viewer>: its attributes and its events', () => {
    const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
    const element = manifest.modules
      .flatMap((module: { declarations?: unknown[] }) => module.declarations ?? [])
      .find((declaration: { tagName?: string }) => declaration.tagName === 'figura-viewer');
    expect(element).toMatchObject({ name: 'FiguraViewerElement', customElement: true });
    expect(element.attributes.map((attribute: { name: string }) => attribute.name).sort()).toEqual(
      [...FiguraViewerElement.observedAttributes].sort(),
    );
    expect(element.events.map((event: { name: string }) => event.name).sort()).toEqual([
      'figura-error',
      'figura-ready',
      'figura-slide-change',
    ]);
  });
});
