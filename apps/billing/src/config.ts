import { join } from 'node:path';
import {
  MEMORY_DATA_DIR,
  nonEmpty,
  readBillingSettings,
  readSettings,
  type Env,
} from '@figura/settings';

export interface BillingSiteConfig {
  host: string;
  /** The main host's port; the China host listens on `chinaPort`. */
  port: number;
  chinaPort: number;
  publicUrl: string;
  chinaPublicUrl: string;
  /** Signs webhooks and checks checkout links and cancels (`FIGURA_BILLING_SECRET`). */
  secret: string;
  /** The API the webhooks go to (`API_URL`). */
  apiUrl: string;
  logger: boolean;
  logLevel: string;
  /** Where the payments are kept (`<FIGURA_DATA_DIR>/billing/payments.json`); none in memory. */
  paymentsFile?: string | undefined;
}

export function billingConfigFromEnv(env: Env = process.env): BillingSiteConfig {
  const settings = readSettings(env);
  const billing = readBillingSettings(env);
  return {
    host: settings.host,
    port: billing.port,
    chinaPort: billing.chinaPort,
    publicUrl: billing.publicUrl,
    chinaPublicUrl: billing.chinaPublicUrl,
    secret: billing.secret,
    apiUrl: settings.apiUrl,
    logger: nonEmpty(env.BILLING_LOG) !== '0',
    logLevel: settings.logLevel,
    paymentsFile:
      settings.dataDir === MEMORY_DATA_DIR
        ? undefined
        : join(settings.dataDir, 'billing', 'payments.json'),
  };
}
