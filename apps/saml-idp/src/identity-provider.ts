import { randomUUID } from 'node:crypto';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

/**
 * A real SAML 2.0 identity provider for tests and development (docs/saml-sign-in.md): its key
 * pair and certificate are made at start-up and never stored; it signs assertions with
 * xml-crypto (RSA-SHA256, exclusive canonicalisation), as institutions' IdPs do.
 */

export interface IdpUser {
  username: string;
  password: string;
  email: string;
  name: string;
}

export interface SigningKeys {
  privateKey: string;
  /** PEM certificate of the key (what an admin pastes into the IdP configuration). */
  certificate: string;
}

/** A key pair and a self-signed certificate for it, made now. */
export async function makeSigningKeys(commonName = 'Figura test IdP'): Promise<SigningKeys> {
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  return { privateKey: pems.private, certificate: pems.cert };
}

export interface ResponseOptions {
  /** The service provider's ACS (Response@Destination and the confirmation's Recipient). */
  acsUrl: string;
  /** The service provider's entity id (the assertion's audience). */
  audience: string;
  /** The AuthnRequest's ID being answered. */
  inResponseTo: string;
  user: Pick<IdpUser, 'username' | 'email' | 'name'>;
  /** Left out: the IdP's own keys. Another key: a wrongly signed response. */
  keys?: SigningKeys;
  /** false: no signature at all. */
  sign?: boolean;
  /** When the assertion is issued (default now): in the past for an expired one. */
  issuedAt?: Date;
  /** How long the assertion is valid (default 5 minutes). */
  validForSeconds?: number;
  /** Overrides Response@Destination (a response meant for another service). */
  destination?: string;
  emailAttribute?: string;
  nameAttribute?: string;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';

export interface IdentityProvider {
  entityId: string;
  keys: SigningKeys;
  /** A base64 SAMLResponse (HTTP-POST binding) with the assertion signed unless `sign: false`. */
  buildResponse(options: ResponseOptions): string;
}

export function createIdentityProvider(entityId: string, keys: SigningKeys): IdentityProvider {
  return {
    entityId,
    keys,
    buildResponse(options) {
      const issued = options.issuedAt ?? new Date();
      const until = new Date(issued.getTime() + (options.validForSeconds ?? 300) * 1000);
      const at = (date: Date) => date.toISOString();
      const attribute = (name: string, value: string) =>
        `<saml:Attribute Name="${escapeXml(name)}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`;
      const assertionId = `_${randomUUID()}`;
      const audience = escapeXml(options.audience);
      const acs = escapeXml(options.acsUrl);
      const inResponseTo = escapeXml(options.inResponseTo);
      const issuer = `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer>`;
      const assertion =
        `<saml:Assertion xmlns:saml="${ASSERTION}" ID="${assertionId}" Version="2.0" IssueInstant="${at(issued)}">` +
        issuer +
        `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${escapeXml(options.user.username)}</saml:NameID>` +
        `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
        `<saml:SubjectConfirmationData NotOnOrAfter="${at(until)}" Recipient="${acs}" InResponseTo="${inResponseTo}"/>` +
        `</saml:SubjectConfirmation></saml:Subject>` +
        `<saml:Conditions NotBefore="${at(issued)}" NotOnOrAfter="${at(until)}"><saml:AudienceRestriction><saml:Audience>${audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
        `<saml:AuthnStatement AuthnInstant="${at(issued)}" SessionIndex="_${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
        `<saml:AttributeStatement>${attribute(options.emailAttribute ?? 'email', options.user.email)}${attribute(options.nameAttribute ?? 'displayName', options.user.name)}</saml:AttributeStatement>` +
        `</saml:Assertion>`;
      const response =
        `<samlp:Response xmlns:samlp="${PROTOCOL}" xmlns:saml="${ASSERTION}" ID="_${randomUUID()}" Version="2.0" IssueInstant="${at(issued)}" Destination="${escapeXml(options.destination ?? options.acsUrl)}" InResponseTo="${inResponseTo}">` +
        issuer +
        `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
        assertion +
        `</samlp:Response>`;
      const xml = options.sign === false ? response : signAssertion(response, options.keys ?? keys);
      return Buffer.from(xml, 'utf8').toString('base64');
    },
  };
}

const ASSERTION_XPATH = "//*[local-name(.)='Assertion']";

/** An enveloped signature over the assertion, placed after its Issuer (the schema's order). */
function signAssertion(xml: string, keys: SigningKeys): string {
  const signature = new SignedXml({
    privateKey: keys.privateKey,
    publicCert: keys.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signature.addReference({
    xpath: ASSERTION_XPATH,
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signature.computeSignature(xml, {
    location: { reference: `${ASSERTION_XPATH}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signature.getSignedXml();
}
