import { describe, expect, it } from 'vitest';
import { createDefaultElement, type FiguraElement, type IllustrationElement } from '../index';
import { creditsLine, itemCredit, licenceLabel, missingCredits } from './credits';

const box = { left: 0, top: 0, width: 10, height: 10 };
const CC_BY_3 = { spdx: 'CC-BY-3.0', url: 'https://creativecommons.org/licenses/by/3.0/' };
const CC0 = { spdx: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' };

function item(id: string, extra: Partial<IllustrationElement>): IllustrationElement {
  const base = createDefaultElement('illustration', box, id);
  if (base.type !== 'illustration') throw new Error('illustration expected');
  return { ...base, ...extra };
}

const neuron = item('a', {
  name: 'neuron',
  assetId: 'servier/neuron',
  licence: CC_BY_3,
  author: { name: 'Servier' },
});

describe('creditsLine', () => {
  it('names each CC-BY item with its author, licence and link, grouped by author and licence', () => {
    const elements: FiguraElement[] = [
      neuron,
      item('b', {
        assetId: 'servier/astrocyte_cell',
        licence: CC_BY_3,
        author: { name: 'Servier' },
      }),
      item('c', {
        name: 'mouse',
        licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
        author: { name: 'Łucja Żółć' },
      }),
    ];
    expect(creditsLine(elements)).toBe(
      'neuron, astrocyte cell by Servier, CC-BY 3.0, https://creativecommons.org/licenses/by/3.0/; ' +
        'mouse by Łucja Żółć, CC-BY 4.0, https://creativecommons.org/licenses/by/4.0/',
    );
  });

  it('names an item used twice once, and finds items inside groups', () => {
    const group = {
      ...createDefaultElement('group', box, 'g'),
      elements: [{ ...neuron, id: 'a2' }],
    } as FiguraElement;
    expect(creditsLine([neuron, group])).toBe(
      'neuron by Servier, CC-BY 3.0, https://creativecommons.org/licenses/by/3.0/',
    );
  });

  it('leaves CC0 items out unless asked, and items without licence or author always', () => {
    const elements = [
      item('x', { name: 'pipette', licence: CC0, author: { name: 'DBCLS' } }),
      item('y', { name: 'unknown' }),
      createDefaultElement('rect', box, 'r'),
    ];
    expect(creditsLine(elements)).toBe('');
    expect(creditsLine(elements, { includeCc0: true })).toBe(
      'pipette by DBCLS, CC0 1.0, https://creativecommons.org/publicdomain/zero/1.0/',
    );
  });

  it('writes SPDX ids the way people read them', () => {
    expect(licenceLabel('CC-BY-3.0')).toBe('CC-BY 3.0');
    expect(licenceLabel('MIT')).toBe('MIT');
    expect(licenceLabel('BSD-3-Clause')).toBe('BSD-3-Clause');
  });

  it("writes one item's own credit the same way, CC0 included", () => {
    expect(itemCredit({ title: 'neuron', author: { name: 'Servier' }, licence: CC_BY_3 })).toBe(
      creditsLine([neuron]),
    );
    expect(itemCredit({ title: 'pipette', author: { name: 'DBCLS' }, licence: CC0 })).toBe(
      'pipette by DBCLS, CC0 1.0, https://creativecommons.org/publicdomain/zero/1.0/',
    );
  });
});

describe('missingCredits', () => {
  const text = (id: string, words: string) => {
    const base = createDefaultElement('textbox', box, id);
    if (base.type !== 'textbox') throw new Error('textbox expected');
    return { ...base, text: words };
  };
  const mouse = item('c', {
    name: 'mouse',
    licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    author: { name: 'Łucja Żółć' },
  });

  it('is the credits line while no text names the authors, and shrinks as texts name them', () => {
    expect(missingCredits([neuron, mouse])).toBe(creditsLine([neuron, mouse]));
    // A credits line typed (or added) for Servier leaves only the mouse's author.
    expect(missingCredits([neuron, mouse, text('t', 'Neuron: servier medical art')])).toBe(
      'mouse by Łucja Żółć, CC-BY 4.0, https://creativecommons.org/licenses/by/4.0/',
    );
    expect(missingCredits([neuron, mouse, text('t', creditsLine([neuron, mouse]))])).toBe('');
  });

  it('asks nothing for public-domain items, or a slide without library items', () => {
    expect(missingCredits([item('z', { licence: CC0, author: { name: 'Someone' } })])).toBe('');
    expect(missingCredits([text('t', 'PD-1 blockade')])).toBe('');
  });
});
