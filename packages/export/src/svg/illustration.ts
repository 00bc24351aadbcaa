// An illustration inlined as vector into a slide's SVG: fabric draws illustrations as bitmaps of
// their SVG (an <image> without a usable href in its SVG output), so the vector exports put the
// markup the renderer drew in its place, with ids and classes made unique to the illustration and
// simple style rules moved into style attributes (svg-to-pdfkit reads no style sheets).
import { parseSvg, type SvgElementNode, type SvgNode } from '@figura/sdk-core/render';
import { attribute, elements, setAttribute, textContent } from './tree.ts';

/** `url(#id)` and `#id` references. */
const URL_REFERENCE = /url\(\s*(['"]?)#([^'")\s]+)\1\s*\)/g;

/** Renames ids (and the references to them) and classes with `prefix`, so two illustrations never clash. */
function scopeNames(root: SvgElementNode, prefix: string): void {
  const all = [...elements([root])].map(({ node }) => node);
  const ids = new Set(all.map((node) => attribute(node, 'id')).filter((id): id is string => !!id));
  const rename = (id: string) => (ids.has(id) ? `${prefix}${id}` : id);
  for (const node of all) {
    for (const entry of node.attributes) {
      const [name, value] = entry;
      if (name === 'id') entry[1] = rename(value);
      else if (name === 'class')
        entry[1] = value
          .split(/\s+/)
          .filter(Boolean)
          .map((name) => `${prefix}${name}`)
          .join(' ');
      else if ((name === 'href' || name === 'xlink:href') && value.startsWith('#'))
        entry[1] = `#${rename(value.slice(1))}`;
      else if (value.includes('url('))
        entry[1] = value.replace(
          URL_REFERENCE,
          (_, quote: string, id: string) => `url(${quote}#${rename(id)}${quote})`,
        );
    }
    if (node.name === 'style')
      node.children = [
        {
          kind: 'text',
          text: textContent(node)
            .replace(/([.#])(-?[_a-zA-Z][\w-]*)(?=[^{}]*\{)/g, (_, sign: string, name: string) =>
              sign === '#' ? `#${rename(name)}` : `.${prefix}${name}`,
            )
            .replace(
              URL_REFERENCE,
              (_, quote: string, id: string) => `url(${quote}#${rename(id)}${quote})`,
            ),
        },
      ];
  }
}

/** A selector this inliner understands: `type`, `.class`, `#id`, `type.class`, or `*`. */
const SIMPLE_SELECTOR = /^(\*|[a-zA-Z][\w-]*)?((?:\.[\w-]+)*)(#[\w-]+)?$/;

interface Selector {
  type: string | undefined;
  classes: string[];
  id: string | undefined;
  specificity: number;
}

/** A simple selector taken apart once (every element is matched against every rule). */
function parseSelector(selector: string): Selector | null {
  const match = SIMPLE_SELECTOR.exec(selector);
  if (!match) return null;
  const [, type, classes = '', id] = match;
  const names = classes.split('.').filter(Boolean);
  return {
    type: type && type !== '*' ? type : undefined,
    classes: names,
    id: id?.slice(1),
    specificity: (id ? 100 : 0) + names.length * 10 + (type && type !== '*' ? 1 : 0),
  };
}

function matches(node: SvgElementNode, classes: Set<string>, selector: Selector): boolean {
  if (selector.type && node.name !== selector.type) return false;
  if (!selector.classes.every((name) => classes.has(name))) return false;
  return !selector.id || attribute(node, 'id') === selector.id;
}

/**
 * Moves the rules of `<style>` sheets whose selectors are simple into the style attributes of
 * the elements they match (the element's own style still wins); sheets left empty are removed.
 */
function inlineStyleSheets(root: SvgElementNode): void {
  const sheets = [...elements([root])].filter(({ node }) => node.name === 'style');
  if (sheets.length === 0) return;
  const rules: { selector: Selector; declarations: string; order: number }[] = [];
  for (const { node } of sheets) {
    const kept: string[] = [];
    for (const rule of textContent(node).matchAll(/([^{}@]+)\{([^{}]*)\}|(@[^{]*\{[^{}]*\})/g)) {
      if (rule[3]) {
        kept.push(rule[3]);
        continue;
      }
      const selectors = rule[1]!.split(',').map((selector) => selector.trim());
      if (!selectors.every((selector) => SIMPLE_SELECTOR.test(selector))) {
        kept.push(rule[0]);
        continue;
      }
      for (const selector of selectors)
        rules.push({
          selector: parseSelector(selector)!,
          declarations: rule[2]!.trim(),
          order: rules.length,
        });
    }
    node.children = kept.length > 0 ? [{ kind: 'text', text: kept.join('') }] : [];
  }
  rules.sort((a, b) => a.selector.specificity - b.selector.specificity || a.order - b.order);
  for (const { node } of elements([root])) {
    if (node.name === 'style') continue;
    const classes = new Set((attribute(node, 'class') ?? '').split(/\s+/));
    const applied = rules
      .filter((rule) => matches(node, classes, rule.selector))
      .map((rule) => rule.declarations);
    if (applied.length === 0) continue;
    const own = attribute(node, 'style');
    setAttribute(node, 'style', [...applied, own].filter(Boolean).join(';'));
  }
  const drop = (nodes: SvgNode[]): SvgNode[] =>
    nodes
      .filter(
        (node) => !(node.kind === 'element' && node.name === 'style' && node.children.length === 0),
      )
      .map((node) => (node.kind === 'element' ? { ...node, children: drop(node.children) } : node));
  root.children = drop(root.children);
}

/**
 * The markup the renderer drew for an illustration (sanitised, recoloured, fitted to `width` x
 * `height`), as an `<svg>` element centred on the origin like fabric's own image markup.
 */
export function inlineIllustration(
  markup: string,
  size: { width: number; height: number },
  prefix: string,
): SvgElementNode | null {
  const root = parseSvg(markup).find(
    (node): node is SvgElementNode => node.kind === 'element' && node.name === 'svg',
  );
  if (!root) return null;
  scopeNames(root, prefix);
  inlineStyleSheets(root);
  root.attributes = root.attributes.filter(
    ([name]) => name !== 'xmlns' && !name.startsWith('xmlns:'),
  );
  setAttribute(root, 'x', String(-size.width / 2));
  setAttribute(root, 'y', String(-size.height / 2));
  return root;
}
