import type { Translate } from '@figura/sdk-core/i18n';
import type { FiguraElement } from '@figura/sdk-core/schema';

/**
 * What the layers panel calls an element: its name, else its text or icon, else its kind
 * (`layers.kinds.<type>`, `t` in the editor namespace).
 */
export function layerName(element: FiguraElement, t: Translate): string {
  if (element.name) return element.name;
  const loose = element as Record<string, unknown>;
  if (typeof loose.text === 'string' && loose.text.trim())
    return loose.text.trim().split('\n')[0]!.slice(0, 40);
  if (typeof loose.iconName === 'string') return loose.iconName.replace(/-/g, ' ');
  return t(`layers.kinds.${element.type}`);
}
