import { X509Certificate } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { SamlIdpConfig, SamlIdpConfigValues } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { samlIdentityProviders, type SamlIdentityProviderRow } from '../db/saml-schema.ts';
import { HttpError, notFound } from '../http/errors.ts';

/** Identity-provider configuration (admins, plan A): list, read, add, change. */

export const IDP_NOT_FOUND = 'No identity provider has this id.';

type ParsedInput = SamlIdpConfigValues;

const PEM_LINES = /-----(BEGIN|END) CERTIFICATE-----/g;

/**
 * The certificate as PEM, once it parses as X.509; 400 naming which one does not. Pasted base64
 * without the BEGIN/END lines is accepted (IdP metadata carries it so).
 */
export function normaliseCertificate(value: string, index: number): string {
  const body = value.replace(PEM_LINES, '').replace(/\s+/g, '');
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
  try {
    const certificate = new X509Certificate(pem);
    if (certificate.publicKey.asymmetricKeyType === undefined) throw new Error('no key');
  } catch {
    throw new HttpError(
      400,
      `Signing certificate ${index + 1} is not a valid X.509 certificate (PEM or base64).`,
    );
  }
  return pem;
}

function toValues(input: ParsedInput) {
  return {
    name: input.name,
    entityId: input.entityId,
    ssoUrl: input.ssoUrl,
    certificates: input.certificates.map(normaliseCertificate),
    emailAttribute: input.emailAttribute,
    nameAttribute: input.nameAttribute,
    enabled: input.enabled,
    emailDomains: [...new Set(input.emailDomains)],
  };
}

export function toIdpConfigReply(row: SamlIdentityProviderRow): SamlIdpConfig {
  return {
    id: row.id,
    name: row.name,
    entityId: row.entityId,
    ssoUrl: row.ssoUrl,
    certificates: row.certificates,
    emailAttribute: row.emailAttribute,
    nameAttribute: row.nameAttribute,
    enabled: row.enabled,
    emailDomains: row.emailDomains,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listIdpConfigs(db: Database): Promise<SamlIdentityProviderRow[]> {
  return db
    .select()
    .from(samlIdentityProviders)
    .orderBy(asc(samlIdentityProviders.name), asc(samlIdentityProviders.id));
}

export async function findIdpConfig(
  db: Database,
  id: string,
): Promise<SamlIdentityProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(samlIdentityProviders)
    .where(eq(samlIdentityProviders.id, id))
    .limit(1);
  return row;
}

export async function requireIdpConfig(db: Database, id: string): Promise<SamlIdentityProviderRow> {
  const row = await findIdpConfig(db, id);
  if (!row) throw notFound(IDP_NOT_FOUND);
  return row;
}

export async function createIdpConfig(
  db: Database,
  input: ParsedInput,
): Promise<SamlIdentityProviderRow> {
  const [row] = await db.insert(samlIdentityProviders).values(toValues(input)).returning();
  if (!row) throw new Error('The identity provider was not stored');
  return row;
}

export async function updateIdpConfig(
  db: Database,
  id: string,
  input: ParsedInput,
): Promise<SamlIdentityProviderRow> {
  const [row] = await db
    .update(samlIdentityProviders)
    .set({ ...toValues(input), updatedAt: sql`now()` })
    .where(eq(samlIdentityProviders.id, id))
    .returning();
  if (!row) throw notFound(IDP_NOT_FOUND);
  return row;
}
