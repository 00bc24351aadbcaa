// The alt-text draft: the plasmid's name and size, its features by name and, when drawn, its
// unique restriction sites.
import type { Translate } from '../../i18n/create-i18n';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import type { PlasmidData } from './parse';
import { uniqueSites } from './sites';

/** Longest draft: screen readers read it whole. */
const MAX_CHARS = 600;

/** Joins `names` with commas, as many as fit in `room` characters, then "and N more". */
function listWithin(names: readonly string[], room: number, t: Translate): string {
  const kept: string[] = [];
  let used = 0;
  for (const name of names) {
    if (used + name.length + 2 > room && kept.length > 0) break;
    kept.push(name);
    used += name.length + 2;
  }
  const rest = names.length - kept.length;
  const list = kept.join(', ');
  return rest > 0 ? t('scientific.plasmid_map.andMore', { list, count: rest }) : list;
}

export function describePlasmid(
  data: PlasmidData,
  options: ScientificOptions<'plasmid_map'>,
  t: Translate,
): string {
  const name = data.name || t('scientific.plasmid_map.unnamed');
  const sites = options.sites ? uniqueSites(data.sequence, data.circular) : [];
  const siteList = sites.map((site) => `${site.enzyme} (${site.position})`);
  const siteRoom = siteList.length > 0 ? 180 : 0;
  const features =
    data.features.length === 0
      ? t('scientific.plasmid_map.describeEmpty', { name, length: data.length })
      : t('scientific.plasmid_map.describe', {
          name,
          length: data.length,
          count: data.features.length,
          list: listWithin(
            data.features.map((feature) => feature.name),
            MAX_CHARS - siteRoom - 120,
            t,
          ),
        });
  if (siteList.length === 0) return features;
  const sitesText = t('scientific.plasmid_map.describeSites', {
    list: listWithin(siteList, MAX_CHARS - features.length - 60, t),
  });
  return `${features} ${sitesText}`;
}
