import type { ResourceKey } from 'i18next';
import { BUILDER_NAMESPACES, type BuilderNamespace } from './namespaces';

type Strings = Record<string, ResourceKey>;

/**
 * Figura's English strings as they ship in the package (`locales/en/`), each namespace its own
 * chunk, loaded only when asked for: when no locales URL is given, or its file cannot be had.
 */
const BUNDLED_ENGLISH: Record<BuilderNamespace, () => Promise<{ default: Strings }>> = {
  common: () => import('../../locales/en/common.json'),
  editor: () => import('../../locales/en/editor.json'),
  builder: () => import('../../locales/en/builder.json'),
};

// Every namespace the SDK ships (the builder's are the editor's and its own).
const isSdkNamespace = (ns: string): ns is BuilderNamespace =>
  (BUILDER_NAMESPACES as readonly string[]).includes(ns);

export async function loadBundledEnglish(ns: string): Promise<Strings | undefined> {
  return isSdkNamespace(ns) ? (await BUNDLED_ENGLISH[ns]()).default : undefined;
}
