// A long description drafted from the figure for the user to edit (issue: alt text): its title,
// then what it shows in reading order (rows top to bottom, each left to right), then the credits.
// Screen-reader users get the figure's words and names; the user adds what the picture means.
import { elementBounds, type Bounds } from '../schema/document/geometry';
import { chartSeries } from '../charts/series';
import type { Translate } from '../i18n/create-i18n';
import { creditsLine } from '../schema/rules/credits';
import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';
import { isScientificElement } from '../schema/document/guards';
import { elementsById } from '../schema/document/ids';
import { humanTitle } from './human-title';

/** Longest text quoted for one element: the description is read aloud whole. */
const MAX_QUOTED = 200;
/** A text this much larger than the typical one reads as the title. */
const TITLE_SIZE_RATIO = 1.25;
/** Chart categories read out one by one; the rest are counted. */
const MAX_CHART_ROWS = 12;

/** A chart value as read aloud: whole from 100 up, else three significant digits. */
const spokenNumber = (value: number) =>
  String(Math.abs(value) >= 100 ? Math.round(value) : Number(value.toPrecision(3)));

const quoted = (value: string) => {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_QUOTED ? `${flat.slice(0, MAX_QUOTED - 1)}…` : flat;
};

interface Placed {
  element: FiguraElement;
  bounds: Bounds;
}

/**
 * Reading order: the topmost element left starts a row, and every element whose middle is
 * level with it (above its bottom) joins that row; each row reads left to right. Works on slide
 * coordinates (or a group's own).
 */
export function readingOrder(elements: readonly FiguraElement[]): FiguraElement[] {
  const placed: Placed[] = elements
    .filter((element) => !element.hidden)
    .map((element) => ({ element, bounds: elementBounds(element) }))
    .sort((a, b) => a.bounds.top - b.bounds.top || a.bounds.left - b.bounds.left);
  const rows: { bottom: number; items: Placed[] }[] = [];
  for (const item of placed) {
    const row = rows.at(-1);
    const middle = (item.bounds.top + item.bounds.bottom) / 2;
    if (row && middle <= row.bottom) row.items.push(item);
    else rows.push({ bottom: item.bounds.bottom, items: [item] });
  }
  return rows.flatMap((row) =>
    row.items.sort((a, b) => a.bounds.left - b.bounds.left).map(({ element }) => element),
  );
}

function direction(dx: number, dy: number): 'right' | 'left' | 'down' | 'up' {
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? 'right' : 'left';
  return dy >= 0 ? 'down' : 'up';
}

/** One element in a phrase, or null for what says nothing on its own (an unnamed shape). */
function phrase(
  element: FiguraElement,
  t: Translate,
  named: (id: string | undefined) => string | null,
): string | null {
  const alt = element.alt.trim();
  if (alt) return t('describe.alt', { alt: quoted(alt) });
  const name = element.name?.trim();
  // Its alt text is drafted from its data when placed; cleared, it is still named by its kind.
  if (isScientificElement(element))
    return t('describe.scientific', { kind: t(`editor:scientific.${element.type}.name`) });
  switch (element.type) {
    case 'textbox':
      return element.text.trim() ? t('describe.text', { text: quoted(element.text) }) : null;
    case 'illustration':
      return t('describe.illustration', {
        name: name ? humanTitle(name) : t('describe.unnamed'),
      });
    case 'icon':
      return t('describe.icon', { name: name ? humanTitle(name) : t('describe.unnamed') });
    case 'molecule':
      return name
        ? t('describe.molecule', { name })
        : t('describe.moleculeSmiles', { smiles: element.smiles ?? '' });
    case 'chart':
      return chartPhrase(element, t);
    case 'upload':
    case 'generation':
      return t('describe.image', { name: name || t('describe.unnamed') });
    case 'arrow':
    case 'line':
    case 'right_angle_line': {
      const from = named(element.startAttachment?.elementId);
      const to = named(element.endAttachment?.elementId);
      if (from && to)
        return t(`describe.${element.type === 'arrow' ? 'arrowBetween' : 'lineBetween'}`, {
          from,
          to,
        });
      if (element.type !== 'arrow') return null;
      return t('describe.arrow', {
        direction: t(
          `describe.direction.${direction(element.x2 - element.x1, element.y2 - element.y1)}`,
        ),
      });
    }
    default:
      return name ? t('describe.named', { name }) : null;
  }
}

/**
 * A chart as a reader needs it: its kind, what it measures (the value axis's title, else its
 * series), and each category's value (the mean of its replicates), with the error bars' kind.
 * A replicate column's header ("Rep 1") never names anything.
 */
function chartPhrase(element: Extract<FiguraElement, { type: 'chart' }>, t: Translate): string {
  const replicates = Math.max(1, element.replicates ?? 1);
  const series = chartSeries(element);
  const rows = element.data.rows.slice(0, MAX_CHART_ROWS);
  const valueOf = (index: number, row: number) => series[index]?.points[row]?.mean ?? NaN;
  const entries = rows.map((row, rowIndex) => {
    const values = series
      .map((one, index) => ({ name: one.name, value: valueOf(index, rowIndex) }))
      .filter(({ value }) => Number.isFinite(value));
    if (series.length === 1) {
      const value = values[0]?.value;
      return value === undefined ? row.label : `${row.label} ${spokenNumber(value)}`;
    }
    return `${row.label}: ${values.map(({ name, value }) => `${name} ${spokenNumber(value)}`).join(', ')}`;
  });
  const more = element.data.rows.length - rows.length;
  if (more > 0) entries.push(t('describe.chartMore', { count: more }));
  // What it measures: the value axis's title (by the category axis's, where it has one); else
  // the series, unless they are replicates of one.
  const valueTitle = element.yTitle?.trim();
  const categoryTitle = element.chartKind === 'pie' ? '' : element.xTitle?.trim();
  const measured =
    (valueTitle && categoryTitle
      ? t('describe.measuredBy', { what: valueTitle, by: categoryTitle })
      : valueTitle) ||
    (series.length > 1 || replicates === 1 ? series.map((one) => one.name).join(', ') : '');
  const errors =
    replicates > 1 && element.errorBars && element.errorBars !== 'none'
      ? t(`describe.errorBars.${element.errorBars}`)
      : '';
  const values = {
    kind: t(`describe.chartKind.${element.chartKind}`),
    what: quoted(measured),
    values: quoted(entries.join(series.length === 1 ? ', ' : '; ')),
    errors,
  };
  if (measured) return errors ? t('describe.chartOfErrors', values) : t('describe.chartOf', values);
  return errors ? t('describe.chartErrors', values) : t('describe.chart', values);
}

/**
 * What to call an element a connector points at: its alt text, "the" and its name in words, or
 * the words it shows.
 */
function shortName(element: FiguraElement, t: Translate): string | null {
  const alt = element.alt.trim();
  if (alt) return quoted(alt);
  const name = element.name?.trim();
  if (name) return t('describe.theThing', { name: humanTitle(name) });
  return element.type === 'textbox' && element.text.trim() ? `“${quoted(element.text)}”` : null;
}

/** The textbox that reads as the title: the largest text, clearly larger than the rest. */
function titleOf(elements: readonly FiguraElement[]): FiguraElement | undefined {
  const texts = elements.filter(
    (element): element is Extract<FiguraElement, { type: 'textbox' }> =>
      element.type === 'textbox' && !element.hidden && element.text.trim() !== '',
  );
  if (texts.length === 0) return undefined;
  const sizeOf = (text: (typeof texts)[number]) => text.fontSize * Math.abs(text.scaleY);
  const largest = texts.reduce((a, b) => (sizeOf(b) > sizeOf(a) ? b : a));
  // The typical size of the other texts (their median).
  const others = texts
    .filter((text) => text !== largest)
    .map(sizeOf)
    .sort((a, b) => a - b);
  const typical = others[Math.floor(others.length / 2)];
  return typical === undefined || sizeOf(largest) >= typical * TITLE_SIZE_RATIO
    ? largest
    : undefined;
}

/**
 * The figure described in words, drafted for the user to edit: its size, its title, the
 * elements in reading order (groups in place, their members in their own order), the credits.
 */
export function draftDescription(document: SlideDocument, t: Translate): string {
  const byId = elementsById(document.elements);
  const named = (id: string | undefined) => {
    const element = id ? byId.get(id) : undefined;
    return element ? shortName(element, t) : null;
  };

  const title = titleOf(document.elements);
  const lines: string[] = [
    title && title.type === 'textbox'
      ? t('describe.figureTitled', {
          width: document.width,
          height: document.height,
          title: quoted(title.text),
        })
      : t('describe.figure', { width: document.width, height: document.height }),
  ];
  const items: string[] = [];
  const visit = (elements: readonly FiguraElement[]) => {
    for (const element of readingOrder(elements)) {
      if (element === title) continue;
      if (element.type === 'group' && !element.alt.trim()) visit(element.elements);
      else {
        const words = phrase(element, t, named);
        if (words) items.push(words);
      }
    }
  };
  visit(document.elements);
  if (items.length > 0) {
    lines.push(t('describe.inOrder'));
    items.forEach((item, i) => lines.push(t('describe.item', { number: i + 1, item })));
  }
  const credits = creditsLine(document.elements, { title: humanTitle });
  if (credits) lines.push(t('describe.credits', { credits }));
  return lines.join('\n');
}
