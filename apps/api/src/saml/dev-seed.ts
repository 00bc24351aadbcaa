import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { samlIdpConfigInputSchema } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { samlIdentityProviders } from '../db/saml-schema.ts';
import { createIdpConfig, updateIdpConfig } from './config.ts';

/**
 * Development and browser tests only (`SAML_IDP_SEED_FILE`, set by scripts/stack.mjs): the local
 * identity provider writes its configuration (a certificate new at each start) and the API adds
 * or refreshes it by entity id, so the portal offers "Sign in with your institution".
 */
export async function seedLocalIdentityProvider(db: Database, file: string): Promise<void> {
  const input = samlIdpConfigInputSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const [existing] = await db
    .select({ id: samlIdentityProviders.id })
    .from(samlIdentityProviders)
    .where(eq(samlIdentityProviders.entityId, input.entityId))
    .limit(1);
  if (existing) await updateIdpConfig(db, existing.id, input);
  else await createIdpConfig(db, input);
}
