// Loaded only by the icon picker chunk: the icon set (~3 MB of JSON) and the iconify helpers stay
// out of the editor's initial bundle. Deep imports keep @iconify/utils to the three functions used.
import { getIconData } from '@iconify/utils/lib/icon-set/get-icon';
import { iconToSVG } from '@iconify/utils/lib/svg/build';
import { iconToHTML } from '@iconify/utils/lib/svg/html';
import type { IconifyJSON } from '@iconify-json/healthicons';
import { searchIconNames } from './search';

export interface IconLibrary {
  search: (query: string, limit?: number) => string[];
  /** Standalone SVG markup for an icon, sized to its view box, or null if unknown. */
  svg: (name: string) => string | null;
}

export function createIconLibrary(set: IconifyJSON): IconLibrary {
  const names = Object.keys(set.icons).sort();
  return {
    search: (query, limit) => searchIconNames(names, query, limit),
    svg(name) {
      const data = getIconData(set, name);
      if (!data) return null;
      const built = iconToSVG(data, { height: 'auto' });
      return iconToHTML(built.body, built.attributes);
    },
  };
}

/** Health Icons, fetched on first use (a separate lazy chunk). */
export async function loadHealthIcons(): Promise<IconLibrary> {
  const { icons } = await import('@iconify-json/healthicons');
  return createIconLibrary(icons);
}
