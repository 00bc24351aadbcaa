import { describe, expect, it } from 'vitest';
import { MemoryFiguraApi } from '../testing/memory-api';
import { createEmptyDocument } from '../schema/document/empty-document';
import { creditsLine } from '../schema/rules/credits';
import type { LibraryTemplate } from '../schema/contract/library-templates';
import { loadSchema } from '../schema/loader';
import { createCreationFromTemplate } from './templates';

const licence = { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' };
const author = { name: 'Ľubica Šťastná', url: 'https://example.org/lubica' };
const source = { name: 'Bioicons', url: 'https://bioicons.com' };
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" fill="#ff0000"/></svg>';

/** A one-illustration infographic, as the library's build writes templates. */
async function infographicTemplate(): Promise<LibraryTemplate> {
  const { parseSlideDocument } = await loadSchema();
  const document = parseSlideDocument({
    ...createEmptyDocument(1080, 1920),
    background: '#f0f4f8',
    elements: [
      {
        type: 'illustration',
        id: 'step-1',
        name: 'Neuron',
        assetId: 'bioicons/neuron',
        svg,
        licence,
        author,
        source,
        left: 100,
        top: 100,
        width: 400,
        height: 200,
      },
    ],
  });
  return {
    id: 'neuroscience-infographic-steps',
    title: 'Neural circuits of memory (Infographic)',
    type: 'infographic',
    theme: 'neuroscience',
    layout: 'infographic-steps',
    width: 1080,
    height: 1920,
    items: [{ id: 'bioicons/neuron', title: 'Neuron', licence, author, source }],
    document,
  };
}

describe('"Use template"', () => {
  it('makes a creation of the template’s type and size holding its document', async () => {
    const template = await infographicTemplate();
    const api = new MemoryFiguraApi({ templates: [template] });
    const creation = await createCreationFromTemplate(api, template.id);
    expect(creation).toMatchObject({
      type: 'infographic',
      // "Neural circuits of memory (Infographic)": the layout stays the template's.
      name: 'Neural circuits of memory',
      width: 1080,
      height: 1920,
    });
    const { document } = await api.getFirstSlide(creation.id);
    expect(document).toEqual(template.document);
    expect(creditsLine(document.elements)).toContain('Ľubica Šťastná');
  });

  it('leaves no empty creation behind when the template does not exist', async () => {
    const api = new MemoryFiguraApi({ templates: [await infographicTemplate()] });
    const before = (await api.listCreations()).data.length;
    await expect(createCreationFromTemplate(api, 'no-such-template')).rejects.toMatchObject({
      status: 404,
    });
    expect((await api.listCreations()).data).toHaveLength(before);
  });

  it('refuses a template whose document is not valid, before making anything', async () => {
    const template = await infographicTemplate();
    const broken = { ...template, document: { ...template.document, width: -5 } };
    const api = new MemoryFiguraApi({ templates: [broken] });
    const before = (await api.listCreations()).data.length;
    await expect(createCreationFromTemplate(api, template.id)).rejects.toThrow();
    expect((await api.listCreations()).data).toHaveLength(before);
  });
});
