import type { RuntimeConfig } from '../server/runtime-config.ts';

export type { RuntimeConfig };

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  // eslint-disable-next-line i18next/no-literal-string -- logged; the page shows its own words
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
