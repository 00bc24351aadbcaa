// Shapes shared by the generated icon modules (src/icons/generated/, see
// scripts/generate-icon-chunks.ts) and the code that reads them, plus the SVG markup builder.
// Deep imports keep @iconify/utils to the functions used.
import { getIconData } from '@iconify/utils/lib/icon-set/get-icon';
import { iconToSVG } from '@iconify/utils/lib/svg/build';
import { iconToHTML } from '@iconify/utils/lib/svg/html';
import type { IconifyJSON } from '@iconify-json/healthicons';

/** Icon data (body and any own size) by name: one lazily loaded bucket of the set. */
export type IconBucket = IconifyJSON['icons'];

export interface IconBucketModule {
  default: IconBucket;
}

export interface IconSetSize {
  width: number;
  height: number;
}

/**
 * Standalone SVG markup for an icon, sized to its view box (icons without their own size use the
 * set's), or null if the bucket does not hold it.
 */
export function buildIconSvg(
  bucket: IconBucket,
  size: IconSetSize,
  name: string,
  prefix: string,
): string | null {
  const data = getIconData({ prefix, icons: bucket, ...size }, name);
  if (!data) return null;
  const built = iconToSVG(data, { height: 'auto' });
  return iconToHTML(built.body, built.attributes);
}
