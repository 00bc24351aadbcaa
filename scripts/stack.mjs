// Starts the whole product as child processes: the local SAML identity provider, the local
// OpenID provider (standing in for Google and Facebook), sign-on site, billing site, API and
// portal server.
// Used by `npm start`, the browser tests and the benchmark, so all three run the same way.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOCIAL_PROVIDERS } from '@figura/sdk-core/schema';
import { readBillingSettings, readSettings, socialEnvNames } from '@figura/settings';
import { DEMO_PARTNER_ID, demoPartnerKeyFile, demoPartners } from './demo-partner.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ dataDir?: string, host?: string,
 *   ports?: { portal?: number, api?: number, signOn?: number, samlIdp?: number, oidcIdp?: number,
 *     billing?: number, billingChina?: number, generation?: number },
 *   env?: Record<string, string>, quiet?: boolean, databaseUrl?: string, journalPort?: number,
 *   partnerOrigins?: string[] }} options
 *   `journalPort`: also run the example journal (docs/examples/journal-submission) there, with the
 *   demo partner's key; `partnerOrigins`: more pages the demo partner embeds the builder from.
 * @returns the URLs (`journal` when it runs, `oidcIdp` when the local OpenID provider stands in
 *   for a social provider), ports and data dir, the demo journal partner (its
 *   id and the file holding its key; none when FIGURA_PARTNERS or FIGURA_PARTNERS_FILE is set)
 *   and `stop()`.
 */
export async function startStack(options = {}) {
  // The settings every app reads (one set of defaults); given ports win over the environment's,
  // and then the public URLs follow them (tests and the benchmark pick their own ports).
  const settingsEnv = { ...process.env };
  if (options.host) settingsEnv.HOST = options.host;
  if (options.ports) {
    for (const name of ['PORTAL_PUBLIC_URL', 'API_PUBLIC_URL', 'SIGNON_PUBLIC_URL'])
      delete settingsEnv[name];
    if (options.ports.portal) settingsEnv.PORTAL_PORT = String(options.ports.portal);
    if (options.ports.api) settingsEnv.API_PORT = String(options.ports.api);
    if (options.ports.signOn) settingsEnv.SIGNON_PORT = String(options.ports.signOn);
    if (options.ports.billing) {
      delete settingsEnv.BILLING_PUBLIC_URL;
      settingsEnv.BILLING_PORT = String(options.ports.billing);
    }
    if (options.ports.billingChina) {
      delete settingsEnv.BILLING_CN_PUBLIC_URL;
      settingsEnv.BILLING_CN_PORT = String(options.ports.billingChina);
    }
  }
  const settings = readSettings(settingsEnv);
  // The reference billing site (apps/billing): two hosts, the second for users in China, and a
  // secret it shares with the API only (a fresh one per run unless FIGURA_BILLING_SECRET is set).
  const billing = readBillingSettings({
    ...settingsEnv,
    FIGURA_BILLING_SECRET: settingsEnv.FIGURA_BILLING_SECRET || randomBytes(32).toString('hex'),
  });
  const { host, ports, publicUrls: urls } = settings;
  const dataDir = path.resolve(options.dataDir ?? settings.dataDir);
  mkdirSync(dataDir, { recursive: true });

  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // Node keeps the services' compiled code here: each later start loads faster (tests and the
    // benchmark start the stack dozens of times).
    NODE_COMPILE_CACHE:
      process.env.NODE_COMPILE_CACHE ?? path.join(root, 'node_modules', '.cache', 'node-compile'),
    HOST: host,
    FIGURA_DATA_DIR: dataDir,
    PORTAL_PORT: String(ports.portal),
    API_PORT: String(ports.api),
    SIGNON_PORT: String(ports.signOn),
    PORTAL_PUBLIC_URL: urls.portal,
    API_PUBLIC_URL: urls.api,
    API_URL: urls.api,
    SIGNON_PUBLIC_URL: urls.signOn,
    SIGNON_URL: urls.signOn,
    TOKEN_ISSUER: urls.signOn,
    BILLING_PORT: String(billing.port),
    BILLING_CN_PORT: String(billing.chinaPort),
    BILLING_PUBLIC_URL: billing.publicUrl,
    BILLING_CN_PUBLIC_URL: billing.chinaPublicUrl,
    FIGURA_BILLING_SECRET: billing.secret,
    // The API names the person's address to the sign-on site with this (a fresh one per run).
    FIGURA_SIGNON_FORWARD_SECRET:
      settingsEnv.FIGURA_SIGNON_FORWARD_SECRET || randomBytes(32).toString('hex'),
    FIGURA_ALLOWED_ORIGINS: settings.allowedOrigins.join(','),
    // No mail provider here: team invitations are read from the email stand-in's outbox.
    FIGURA_EMAIL_OUTBOX_ROUTE: process.env.FIGURA_EMAIL_OUTBOX_ROUTE ?? '1',
    // The demo author the plain-HTML example signs in on a first visit (demo@figura.test).
    SIGNON_SEED_DEMO: process.env.SIGNON_SEED_DEMO ?? '1',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  // One demo journal partner unless the operator configures the partners.
  const demoPartner =
    env.FIGURA_PARTNERS || env.FIGURA_PARTNERS_FILE
      ? undefined
      : { id: DEMO_PARTNER_ID, keyFile: demoPartnerKeyFile(dataDir) };
  // The example journal runs only with the demo partner (it holds that partner's key).
  const journalUrl =
    demoPartner && options.journalPort ? `http://localhost:${options.journalPort}` : undefined;
  if (demoPartner)
    env.FIGURA_PARTNERS = demoPartners(dataDir, urls.portal, [
      ...(journalUrl ? [journalUrl] : []),
      ...(options.partnerOrigins ?? []),
    ]);

  // The local SAML identity provider starts first: it writes the configuration the API seeds.
  const samlIdpPort = options.ports?.samlIdp ?? Number(process.env.SAML_IDP_PORT ?? ports.api + 4);
  const samlIdpUrl = `http://localhost:${samlIdpPort}`;
  const samlIdp = {
    name: 'saml-idp',
    entry: 'apps/saml-idp/src/main.ts',
    probe: `${samlIdpUrl}/certificate`,
    env: { SAML_IDP_PORT: String(samlIdpPort), SAML_IDP_PUBLIC_URL: samlIdpUrl },
  };
  env.SAML_IDP_SEED_FILE = path.join(dataDir, 'saml-idp', 'seed.json');

  // The local OpenID provider stands in for every social provider the operator has not
  // configured (SIGNON_GOOGLE_ISSUER and the rest), with a client secret made for this run.
  const oidcIdpPort = options.ports?.oidcIdp ?? Number(process.env.OIDC_IDP_PORT ?? ports.api + 5);
  const oidcIdpUrl = `http://localhost:${oidcIdpPort}`;
  const standInFor = SOCIAL_PROVIDERS.filter(
    (provider) => !Object.values(socialEnvNames(provider)).some((name) => env[name]),
  );
  for (const provider of standInFor) {
    const names = socialEnvNames(provider);
    env[names.issuer] = oidcIdpUrl;
    env[names.clientId] = `figura-${provider}`;
    env[names.clientSecret] = randomBytes(24).toString('base64url');
  }
  const oidcIdp = {
    name: 'oidc-idp',
    entry: 'apps/oidc-idp/src/main.ts',
    probe: `${oidcIdpUrl}/.well-known/openid-configuration`,
    env: { OIDC_IDP_PORT: String(oidcIdpPort), OIDC_IDP_PUBLIC_URL: oidcIdpUrl },
  };
  const identityProviders = [samlIdp, ...(standInFor.length > 0 ? [oidcIdp] : [])];

  // The local image-generation stand-in (apps/generation-stand-in: pictures drawn by a fixed rule,
  // not a model) unless the operator names a real service (FIGURA_GENERATION_URL).
  const generationPort =
    options.ports?.generation ?? Number(process.env.GENERATION_STAND_IN_PORT ?? ports.api + 7);
  const generationStandIn = !env.FIGURA_GENERATION_URL;
  if (generationStandIn) {
    env.FIGURA_GENERATION_URL = `http://localhost:${generationPort}`;
    env.FIGURA_GENERATION_KEY = randomBytes(24).toString('base64url');
  }

  const services = [
    {
      name: 'sign-on',
      entry: 'apps/sign-on/src/main.ts',
      probe: `${urls.signOn}/.well-known/jwks.json`,
    },
    { name: 'billing', entry: 'apps/billing/src/main.ts', probe: `${billing.publicUrl}/health` },
    ...(generationStandIn
      ? [
          {
            name: 'generation',
            entry: 'apps/generation-stand-in/src/main.ts',
            probe: `http://localhost:${generationPort}/health`,
            env: { GENERATION_STAND_IN_PORT: String(generationPort) },
          },
        ]
      : []),
    { name: 'api', entry: 'apps/api/src/main.ts', probe: `${urls.api}/health` },
    { name: 'portal', entry: 'apps/portal/server/serve.ts', probe: `${urls.portal}/config.json` },
  ];
  if (journalUrl)
    services.push({
      name: 'journal',
      entry: 'docs/examples/journal-submission/server.mjs',
      probe: `${journalUrl}/submission.css`,
      env: {
        JOURNAL_PORT: String(options.journalPort),
        JOURNAL_PUBLIC_URL: journalUrl,
        FIGURA_URL: urls.portal,
        PARTNER_ID: String(demoPartner.id),
        PARTNER_KEY_FILE: demoPartner.keyFile,
      },
    });
  const allPorts = {
    ...ports,
    billing: billing.port,
    billingChina: billing.chinaPort,
    samlIdp: samlIdpPort,
    ...(standInFor.length > 0 ? { oidcIdp: oidcIdpPort } : {}),
    ...(generationStandIn ? { generation: generationPort } : {}),
    ...(journalUrl ? { journal: options.journalPort } : {}),
  };
  for (const [name, port] of Object.entries(allPorts)) await assertPortFree(name, host, port);
  const spawnService = (service) => {
    const child = spawn(process.execPath, [service.entry], {
      cwd: root,
      env: { ...env, ...service.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${service.name}] `;
    const forward = (stream, target) =>
      stream.on('data', (chunk) => {
        if (options.quiet) return;
        for (const line of String(chunk).split('\n'))
          if (line.trim()) target.write(prefix + line + '\n');
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.logTail = [];
    child.stderr.on(
      'data',
      (chunk) =>
        child.logTail.push(String(chunk)) && child.logTail.splice(0, child.logTail.length - 50),
    );
    return { ...service, child };
  };
  // The identity providers start first (the API seeds the SAML one's configuration).
  const children = identityProviders.map(spawnService);
  try {
    await Promise.all(children.map((service) => waitForService(service)));
  } catch (error) {
    for (const { child } of children) child.kill('SIGTERM');
    throw error;
  }
  const providerCount = children.length;
  children.push(...services.map(spawnService));

  async function stop() {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once('exit', () => resolve(undefined));
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  }

  try {
    await Promise.all(children.slice(providerCount).map((service) => waitForService(service)));
  } catch (error) {
    await stop();
    throw error;
  }
  const allUrls = { ...urls, billing: billing.publicUrl, billingChina: billing.chinaPublicUrl };
  return {
    urls: {
      ...allUrls,
      samlIdp: samlIdpUrl,
      ...(standInFor.length > 0 ? { oidcIdp: oidcIdpUrl } : {}),
      ...(journalUrl ? { journal: journalUrl } : {}),
    },
    ports,
    dataDir,
    demoPartner,
    stop,
  };
}

/**
 * Fails at once when something already listens on a port: the readiness probes would otherwise
 * reach that server (another checkout's, say) and everything would talk to the wrong one.
 */
function assertPortFree(name, host, port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} (${name}) on ${host} is already in use: is Figura running?`)
          : error,
      ),
    );
    server.listen(port, host, () => server.close(() => resolve(undefined)));
  });
}

async function waitForService({ name, probe, child }, timeoutMs = 60000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with code ${child.exitCode}\n${child.logTail.join('')}`);
    }
    try {
      const response = await fetch(probe);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(
    `${name} did not answer at ${probe} within ${timeoutMs} ms\n${child.logTail.join('')}`,
  );
}
