// The membrane's alt text: its shape, lipids per leaflet and the proteins in its slots.
import type { Translate } from '../../i18n/create-i18n';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { lipidCount } from './layout';
import type { MembraneData } from './parse';

/** Names read out at most (a longer list ends with "…", keeping the text short). */
const MAX_NAMES = 12;

export function describeMembrane(
  data: MembraneData,
  options: ScientificOptions<'membrane'>,
  t: Translate,
): string {
  const shape = options.shape === 'cell' || options.shape === 'arc' ? options.shape : 'straight';
  const parts = [t(`scientific.membrane.describe.${shape}`, { count: lipidCount(options) })];
  const named = data.slots.map((slot) => slot.label).filter((label) => label !== '');
  if (data.slots.length > 0) {
    const shown = named.slice(0, MAX_NAMES).join(', ') + (named.length > MAX_NAMES ? ', …' : '');
    parts.push(
      shown
        ? t('scientific.membrane.describe.slots', { count: data.slots.length, names: shown })
        : t('scientific.membrane.describe.unnamedSlots', { count: data.slots.length }),
    );
  }
  return parts.join(' ');
}
