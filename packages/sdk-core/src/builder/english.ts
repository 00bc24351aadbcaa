// English for the core's own words when the host gives no translator: a lookup in the English
// `common` file with i18next's `{{name}}` and `{{name, format}}` interpolation (formats.ts) and
// `_one`/`_other` plurals. Not i18next itself: the builder's first frame stays small, and hosts
// with an i18n instance pass its `t`.
import common from '../../locales/en/common.json';
import type { Translate } from '../i18n/create-i18n';
import { formatValue } from '../i18n/formats';

type Strings = { [key: string]: string | Strings };

const plural = new Intl.PluralRules('en');

function lookup(key: string): string | undefined {
  let node: string | Strings | undefined = common as Strings;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** Figura's English words of the `common` namespace, for keys the builder core uses. */
export function englishCommonTranslator(): Translate {
  return (key, values = {}) => {
    const count = values.count;
    const text =
      (typeof count === 'number' ? lookup(`${key}_${plural.select(count)}`) : undefined) ??
      lookup(key);
    if (text === undefined) return key;
    return text.replace(
      /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g,
      (_, name: string, format?: string) =>
        format ? formatValue(values[name], format) : String(values[name] ?? ''),
    );
  };
}
