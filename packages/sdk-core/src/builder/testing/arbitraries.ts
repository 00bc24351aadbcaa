// fast-check generators of builder states (tests only; not exported by the package).
import fc from 'fast-check';
import {
  BUILDER_COLOR_PAIRS,
  BUILDER_TEMPLATE_IDS,
  BUILDER_TEXT_LIMITS,
} from '../../schema/document/constants';
import { builderTemplate } from '../images';
import { arrangeTopics, builderColor, builderText } from '../state';
import type { BuilderContentState, BuilderTopic, HighlightName, TopicIllustration } from '../types';

/** Library-like drawings: different colours, aspects and sizes. */
export const DRAWINGS: TopicIllustration[] = [
  {
    id: 'bioicons/neuron',
    title: 'Neuron',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><circle cx="20" cy="24" r="12" fill="#e4572e"/><path d="M32 24h30" stroke="#17bebb" stroke-width="4"/></svg>',
    licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    author: { name: 'Ľubica Šťastná' },
    source: { name: 'Bioicons', url: 'https://bioicons.com' },
  },
  {
    id: 'servier/mouse',
    title: 'Laboratory mouse',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 60"><ellipse cx="15" cy="30" rx="12" ry="25" fill="#9aa5b1"/><circle cx="15" cy="10" r="4" fill="#f7b2bd"/></svg>',
    licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    author: { name: 'Servier Medical Art' },
  },
  {
    id: 'healthicons/flask',
    title: 'Flask',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><path d="M18 4h12v14l12 24H6l12-24z" fill="#3aa036"/></svg>',
    licence: { spdx: 'MIT', url: 'https://opensource.org/licenses/MIT' },
    author: { name: 'Resolve to Save Lives' },
  },
];

const PNG_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const SVG_LOGO = `data:image/svg+xml;base64,${globalThis.btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><rect width="200" height="80" fill="#040d4d"/></svg>',
)}`;
export const LOGOS = [
  { name: 'lab.png', content: PNG_LOGO },
  { name: 'journal-logo.svg', content: SVG_LOGO },
];

/** Words as authors type them: English, other scripts, long words, blanks, line breaks. */
const words = (maxLength: number) =>
  fc
    .oneof(
      fc.lorem({ maxCount: Math.ceil(maxLength / 7), mode: 'words' }),
      fc.string({ unit: 'grapheme', maxLength }),
      fc.constantFrom(
        '',
        '   ',
        'Δ9-tetrahydrocannabinol',
        'Supercalifragilisticexpialidocious-pneumonoultramicroscopic',
        '小鼠肠道菌群调节宿主代谢和免疫反应的机制研究',
        'Роль микробиоты кишечника\nв иммунном ответе',
      ),
    )
    .map((text) => builderText(text, maxLength));

export const topicArb: fc.Arbitrary<BuilderTopic> = fc.record({
  title: words(BUILDER_TEXT_LIMITS.topicTitle),
  description: words(BUILDER_TEXT_LIMITS.topicDescription),
  illustration: fc.option(fc.constantFrom(...DRAWINGS), { nil: null }),
});

/** Any state the builder can be in. */
export const contentStateArb: fc.Arbitrary<BuilderContentState> = fc
  .record({
    templateId: fc.constantFrom(...BUILDER_TEMPLATE_IDS),
    colorId: fc.constantFrom(...BUILDER_COLOR_PAIRS.map((pair) => pair.id)),
    title: words(BUILDER_TEXT_LIMITS.title),
    highlight: words(BUILDER_TEXT_LIMITS.highlight),
    logo: fc.option(fc.constantFrom(...LOGOS), { nil: null }),
    topics: fc.array(topicArb, { maxLength: 9 }),
    highlightName: fc.constantFrom<HighlightName>(
      'template',
      'title',
      'highlight',
      'topic-1',
      'topic-3',
    ),
  })
  .map(({ templateId, colorId, title, highlight, logo, topics, highlightName }) => {
    const template = builderTemplate(templateId);
    return {
      template,
      color: builderColor(colorId),
      content: { title, highlight, logo },
      ...arrangeTopics(topics, template.topicsCount),
      currentHighlight: { name: highlightName },
    };
  });
