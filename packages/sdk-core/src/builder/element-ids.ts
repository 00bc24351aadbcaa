// The ids of the elements a built abstract holds, one per role: rebuilding after a keystroke
// gives every element the id it had, so the editor patches only what changed.

export type TopicPart =
  'card' | 'illustration' | 'placeholder' | 'badge' | 'number' | 'title' | 'description';

export const ABSTRACT_IDS = {
  titleBand: 'abstract-title-band',
  title: 'abstract-title',
  logo: 'abstract-logo',
  highlightShape: 'abstract-highlight-shape',
  highlight: 'abstract-highlight',
  /** Topic `number` (from 1)'s `part`. */
  topic: (number: number, part: TopicPart) => `abstract-topic-${number}-${part}`,
  /** Connector `number` (from 1), in the layout's order. */
  connector: (number: number) => `abstract-connector-${number}`,
} as const;
