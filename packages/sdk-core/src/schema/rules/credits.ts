// The attribution line for what a slide or a creation uses from the library, written for the user
// ("neuron by Servier, CC-BY 3.0, https://…; …"): the editor inserts it as text, exports carry it.
import type { FiguraElement } from '../document/elements';
import type { Author, Licence } from '../document/elements/attribution';
import { MAX_GROUP_DEPTH } from '../document/guards';

export interface CreditsOptions {
  /** Also credit CC0 (public domain) items, which need no credit. Default false. */
  includeCc0?: boolean;
  /**
   * How an item's title is written (default: as its source gives it); the drafted alt text names
   * items as a reader would ("mouse", not "Mouse chunky").
   */
  title?: (title: string) => string;
}

interface Credited {
  title: string;
  author: Author;
  licence: Licence;
}

/** "CC-BY-3.0" → "CC-BY 3.0", "CC0-1.0" → "CC0 1.0"; ids without a version stay as they are. */
export function licenceLabel(spdx: string): string {
  return spdx.replace(/-(\d+(?:\.\d+)*)$/, ' $1');
}

const isCc0 = (licence: Licence) => /^CC0(-|$)/i.test(licence.spdx);

/** What the item is called: its name, or the last part of its library id ("servier/neuron"). */
function titleOf(element: FiguraElement & { assetId?: string }): string {
  const named = element.name?.trim();
  if (named) return named;
  const slug = element.assetId?.split(/[/:]/).pop() ?? element.type;
  return slug.replace(/[-_]+/g, ' ').trim() || element.type;
}

function collect(elements: readonly FiguraElement[], into: Credited[], depth: number): void {
  for (const element of elements) {
    if (element.type === 'group') {
      if (depth < MAX_GROUP_DEPTH) collect(element.elements, into, depth + 1);
      continue;
    }
    if (element.type !== 'illustration' && element.type !== 'icon') continue;
    const { licence, author } = element;
    if (licence && author) into.push({ title: titleOf(element), author, licence });
  }
}

/**
 * The credits line for `elements` (a slide's, or every slide's of a creation): one entry per
 * author and licence, naming each distinct item once, in the order they first appear, e.g.
 * "neuron, astrocyte by Servier, CC-BY 3.0, https://creativecommons.org/licenses/by/3.0/; …".
 * Empty when nothing needs crediting.
 */
export function creditsLine(
  elements: readonly FiguraElement[],
  options: CreditsOptions = {},
): string {
  return lineOf(elements, options, () => false);
}

/**
 * The part of `elements`' credits line that no text among them gives yet: the entries whose
 * author no text names (a credits line added, or typed, names them). Empty when everything
 * that asks for credit has it, or nothing does. What Download warns of before a file leaves.
 */
export function missingCredits(
  elements: readonly FiguraElement[],
  options: CreditsOptions = {},
): string {
  const texts: string[] = [];
  collectTexts(elements, texts, 0);
  const said = texts.join('\n').toLowerCase();
  return lineOf(elements, options, (author) => said.includes(author.name.toLowerCase()));
}

function lineOf(
  elements: readonly FiguraElement[],
  options: CreditsOptions,
  credited: (author: Author) => boolean,
): string {
  const items: Credited[] = [];
  collect(elements, items, 0);
  const entries = new Map<string, { titles: string[]; author: Author; licence: Licence }>();
  for (const item of items) {
    if (!options.includeCc0 && isCc0(item.licence)) continue;
    if (credited(item.author)) continue;
    const key = JSON.stringify([item.author.name, item.licence.spdx, item.licence.url]);
    const entry = entries.get(key) ?? { titles: [], author: item.author, licence: item.licence };
    const title = options.title ? options.title(item.title) : item.title;
    if (!entry.titles.includes(title)) entry.titles.push(title);
    entries.set(key, entry);
  }
  return [...entries.values()]
    .map(({ titles, author, licence }) => creditEntry(titles, author, licence))
    .join('; ');
}

function collectTexts(elements: readonly FiguraElement[], into: string[], depth: number): void {
  for (const element of elements) {
    if (element.type === 'group' && depth < MAX_GROUP_DEPTH)
      collectTexts(element.elements, into, depth + 1);
    else if (element.type === 'textbox' && !element.hidden) into.push(element.text);
  }
}

function creditEntry(titles: readonly string[], author: Author, licence: Licence): string {
  return `${titles.join(', ')} by ${author.name}, ${licenceLabel(licence.spdx)}, ${licence.url}`;
}

/**
 * One library item's own credit, as creditsLine writes it ("neuron by Servier, CC-BY 3.0,
 * https://…"), CC0 items included: what a gallery shows beside the item.
 */
export function itemCredit(item: { title: string; author: Author; licence: Licence }): string {
  return creditEntry([item.title], item.author, item.licence);
}
