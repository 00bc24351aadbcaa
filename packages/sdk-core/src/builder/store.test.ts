import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../library-search/build-index';
import { loadLibrarySearch } from '../library-search/search';
import { testLibraryItem } from '../library-search/test-items';
import { decodeBase64Text, parseImageDataUrl } from '../schema/document/image-data';
import { buildAbstractDocument } from './document';
import { storedBuilderStateFromDocument } from './from-document';
import { createBuilderStore } from './store';
import { DRAWINGS, LOGOS } from './testing/arbitraries';

const svgLogo = (svg: string) => ({
  name: 'logo.svg',
  content: `data:image/svg+xml;base64,${globalThis.btoa(svg)}`,
});

describe('createBuilderStore', () => {
  it('starts on template 1 with colour pair 1, six empty topics and the modal closed', () => {
    const state = createBuilderStore().getState();
    expect(state.template.id).toBe(1);
    expect(state.color).toEqual({ id: 1, primary: '#8DADCB', secondary: '#8FD6F0' });
    expect(state.topics).toHaveLength(6);
    expect(state.modalOpen).toBe(false);
    expect(state.selectedTemplate).toBeNull();
    expect(state.currentHighlight).toEqual({ name: 'template' });
  });

  it('keeps what the author typed when the template changes, and gives set-aside topics back', () => {
    const store = createBuilderStore();
    const { setTitle, setTopic, chooseTemplate } = store.getState();
    setTitle('Gut microbes train T cells');
    for (let i = 0; i < 6; i++)
      setTopic(i, { title: `Topic ${i + 1}`, description: `Step ${i + 1}` });
    setTopic(5, { illustration: DRAWINGS[0]! });

    chooseTemplate(4);
    let state = store.getState();
    expect(state.template.topicsCount).toBe(3);
    expect(state.topics.map((topic) => topic.title)).toEqual(['Topic 1', 'Topic 2', 'Topic 3']);
    expect(state.topicsAside.map((topic) => topic.title)).toEqual([
      'Topic 4',
      'Topic 5',
      'Topic 6',
    ]);
    expect(state.content.title).toBe('Gut microbes train T cells');
    expect(state.selectedTemplate).toBe(4);

    chooseTemplate(2);
    chooseTemplate(1);
    state = store.getState();
    expect(state.topics.map((topic) => topic.title)).toEqual([
      'Topic 1',
      'Topic 2',
      'Topic 3',
      'Topic 4',
      'Topic 5',
      'Topic 6',
    ]);
    expect(state.topics[5]!.illustration).toBe(DRAWINGS[0]);
    expect(state.topicsAside).toEqual([]);
  });

  it('moves the edited part back to the whole template when the new one has no such topic', () => {
    const store = createBuilderStore();
    store.getState().setCurrentHighlight('topic-6');
    expect(store.getState().currentHighlight.name).toBe('topic-6');
    store.getState().chooseTemplate(5);
    expect(store.getState().currentHighlight.name).toBe('template');
    store.getState().setCurrentHighlight('topic-4');
    expect(store.getState().currentHighlight.name).toBe('template');
  });

  it('changes one topic at a time and ignores indexes the template does not have', () => {
    const store = createBuilderStore({ templateId: 5 });
    store.getState().setTopic(1, { description: 'Fasting\tresets\r\nthe clock' });
    store.getState().setTopic(3, { title: 'Nowhere' });
    store.getState().setTopic(-1, { title: 'Nowhere' });
    const { topics } = store.getState();
    expect(topics.map((topic) => topic.title)).toEqual(['', '', '']);
    // Tabs and carriage returns as the textboxes read them.
    expect(topics[1]!.description).toBe('Fasting resets\nthe clock');
  });

  it('cuts texts at their limits and makes them storable', () => {
    const store = createBuilderStore();
    store.getState().setTitle(`A\u0000${'x'.repeat(500)}`);
    expect(store.getState().content.title).toHaveLength(200);
    expect(store.getState().content.title.startsWith('A\uFFFD')).toBe(true);
  });

  it('takes PNG, JPEG and SVG logos; an SVG goes through the sanitiser', () => {
    const store = createBuilderStore();
    expect(store.getState().setLogo(LOGOS[0]!)).toBeNull();
    expect(store.getState().content.logo).toEqual(LOGOS[0]);

    const problem = store
      .getState()
      .setLogo(
        svgLogo(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10" onclick="alert(1)"/></svg>',
        ),
      );
    expect(problem).toBeNull();
    const stored = decodeBase64Text(
      parseImageDataUrl(store.getState().content.logo!.content)!.base64,
    );
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/script|onclick/);

    expect(
      store
        .getState()
        .setLogo({ name: 'x.gif', content: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }),
    ).toBe('builder.logo.unsupported');
    // The bytes must be what the type says.
    expect(
      store
        .getState()
        .setLogo({ name: 'x.png', content: LOGOS[1]!.content.replace('svg+xml', 'png') }),
    ).toBe('builder.logo.unsupported');
    expect(
      store
        .getState()
        .setLogo(
          svgLogo('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        ),
    ).toBe('builder.logo.unsafe');
    expect(store.getState().content.logo?.name).toBe('logo.svg');
    store.getState().setLogo(null);
    expect(store.getState().content.logo).toBeNull();
  });

  it('opens the modal on a template, closes it, and resets to the start', () => {
    const store = createBuilderStore();
    store.getState().openModal(3);
    expect(store.getState()).toMatchObject({
      modalOpen: true,
      selectedTemplate: 3,
      template: { id: 3 },
    });
    store.getState().selectTemplate(5);
    expect(store.getState().selectedTemplate).toBe(5);
    expect(store.getState().template.id).toBe(3);
    store.getState().chooseColor(7);
    store.getState().setTitle('Something');
    store.getState().closeModal();
    expect(store.getState().modalOpen).toBe(false);
    store.getState().reset();
    expect(store.getState()).toMatchObject({
      template: { id: 1 },
      color: { id: 1 },
      content: { title: '' },
    });
  });

  it('cleans what a host loads: its logo and drawings go through the sanitiser', () => {
    const store = createBuilderStore();
    const unsafe =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" onload="alert(1)"/><script>alert(1)</script></svg>';
    store.getState().load({
      version: 1,
      template: { id: 5 },
      color: { id: 2, primary: '#58227E', secondary: '#C1ABD2' },
      content: { title: 'From the host', highlight: '', logo: svgLogo(unsafe) },
      topics: [{ title: 'A', description: '', illustration: { ...DRAWINGS[0]!, svg: unsafe } }],
      topicsAside: [],
      currentHighlight: { name: 'topic-1' },
      placeholders: {},
    });
    const state = store.getState();
    expect(state.content.title).toBe('From the host');
    expect(state.topics).toHaveLength(3);
    expect(state.currentHighlight.name).toBe('topic-1');
    const logo = decodeBase64Text(parseImageDataUrl(state.content.logo!.content)!.base64);
    for (const svg of [logo, state.topics[0]!.illustration!.svg]) {
      expect(svg).toContain('<rect');
      expect(svg).not.toMatch(/script|onload/);
    }
  });

  it('shares nothing between two builders on one page', () => {
    const a = createBuilderStore();
    const b = createBuilderStore();
    a.getState().setTitle('Journal A');
    a.getState().chooseTemplate(2);
    expect(b.getState().content.title).toBe('');
    expect(b.getState().template.id).toBe(1);
  });

  it('reopens a built abstract where the author left it', () => {
    const first = createBuilderStore({ templateId: 4, colorId: 6 });
    first.getState().setTitle('Exercise protects the ageing brain');
    first.getState().setTopic(0, { title: 'Running', illustration: DRAWINGS[2]! });
    first.getState().setLogo(LOGOS[1]!);
    const doc = buildAbstractDocument(first.getState());

    const reopened = createBuilderStore({ initial: storedBuilderStateFromDocument(doc)! });
    const state = reopened.getState();
    expect(state.template.id).toBe(4);
    expect(state.color.id).toBe(6);
    expect(state.content).toEqual(first.getState().content);
    expect(state.topics).toEqual(first.getState().topics);

    const other = createBuilderStore();
    other.getState().load(storedBuilderStateFromDocument(doc)!);
    expect(other.getState().topics).toEqual(first.getState().topics);
  });

  it('suggests illustrations per topic with the search it is given, once the search is there', () => {
    const item = (id: string, title: string) => testLibraryItem(id, title);
    const search = loadLibrarySearch(
      buildSearchIndex([
        item('lab/neuron', 'Neuron'),
        item('lab/mouse', 'Mouse'),
        item('lab/liver', 'Liver'),
      ]),
    );
    const store = createBuilderStore({ templateId: 5 });
    store.getState().setTopic(0, { title: 'Liver' });
    expect(store.getState().suggestions.illustrations).toEqual([[], [], []]);
    store.getState().setLibrarySearch((query, limit) => search.search(query, limit));
    expect(store.getState().suggestions.illustrations[0]!.map((hit) => hit.id)).toEqual([
      'lab/liver',
    ]);
    store.getState().setTopic(1, { title: 'mouse', description: 'fasted' });
    const { illustrations } = store.getState().suggestions;
    expect(illustrations[1]![0]!.id).toBe('lab/mouse');
    expect(illustrations[2]).toEqual([]);
  });
});
