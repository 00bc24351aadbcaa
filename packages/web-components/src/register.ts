import { FiguraEditorElement } from './figura-editor';

/**
 * Registers `<figura-editor>`. Safe to call more than once, and when another copy of the bundle
 * already registered the tag (two embeds on one journal page): the first definition wins.
 */
export function defineFiguraElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  if (!registry) return;
  if (!registry.get('figura-editor')) registry.define('figura-editor', FiguraEditorElement);
}
