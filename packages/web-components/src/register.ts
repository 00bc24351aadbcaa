import { FiguraAbstractBuilderElement } from './builder/figura-abstract-builder';
import { FiguraEditorElement } from './figura-editor';
import { FiguraGalleryElement } from './figura-gallery';
import { FiguraViewerElement } from './viewer/figura-viewer';

/** Every element of the package, by tag. */
const ELEMENTS: readonly [string, CustomElementConstructor][] = [
  ['figura-editor', FiguraEditorElement],
  ['figura-gallery', FiguraGalleryElement],
  ['figura-abstract-builder', FiguraAbstractBuilderElement],
  ['figura-viewer', FiguraViewerElement],
];

/**
 * Registers `<figura-editor>`, `<figura-gallery>`, `<figura-abstract-builder>` and
 * `<figura-viewer>`. Safe to call
 * more than once, and when another copy of the bundle already registered a tag (two embeds on one
 * journal page): the first definition wins.
 */
export function defineFiguraElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  if (!registry) return;
  for (const [tag, element] of ELEMENTS) if (!registry.get(tag)) registry.define(tag, element);
}
