import type { ResourceKey } from 'i18next';
import { SDK_NAMESPACES, type SdkNamespace } from './namespaces';

type Strings = Record<string, ResourceKey>;

/**
 * Figura's English strings as they ship in the package (`locales/en/`), each namespace its own
 * chunk, loaded only when asked for: when no locales URL is given, or its file cannot be had.
 */
const BUNDLED_ENGLISH: Record<SdkNamespace, () => Promise<{ default: Strings }>> = {
  common: () => import('../../locales/en/common.json'),
  editor: () => import('../../locales/en/editor.json'),
};

const isSdkNamespace = (ns: string): ns is SdkNamespace =>
  (SDK_NAMESPACES as readonly string[]).includes(ns);

export async function loadBundledEnglish(ns: string): Promise<Strings | undefined> {
  return isSdkNamespace(ns) ? (await BUNDLED_ENGLISH[ns]()).default : undefined;
}
