import type { FiguraElement } from '@figura/sdk-core/schema';

const KIND_NAMES: Record<string, string> = {
  rect: 'Rectangle',
  circle: 'Ellipse',
  line: 'Line',
  arrow: 'Arrow',
  textbox: 'Text',
  icon: 'Icon',
  group: 'Group',
  upload: 'Image',
};

/** What the layers panel calls an element: its name, else its text or icon, else its kind. */
export function layerName(element: FiguraElement): string {
  if (element.name) return element.name;
  const loose = element as Record<string, unknown>;
  if (typeof loose.text === 'string' && loose.text.trim())
    return loose.text.trim().split('\n')[0]!.slice(0, 40);
  if (typeof loose.iconName === 'string') return loose.iconName.replace(/-/g, ' ');
  return KIND_NAMES[element.type] ?? element.type.replace(/_/g, ' ');
}
