import type { RuntimeConfig } from '../server/runtime-config.ts';

export type { RuntimeConfig };

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
