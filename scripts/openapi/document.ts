// One OpenAPI 3.1 document for the API and the sign-on site, from the routes they register.
// They are told apart by tag ("API", "Sign-on site") and by each operation's `servers` (the
// default public URLs; the API serves the document with its configured ones).
import { readFileSync } from 'node:fs';
import { DEFAULT_PORTS, defaultPublicUrl } from '@figura/settings';
import type { OpenAPIV3_1 } from 'openapi-types';
import { PARTNER_SCHEME, partnerSecurityScheme } from '../../apps/api/src/identity/partner-auth.ts';
import { bearerSecurityScheme, BEARER_SCHEME } from '../../apps/api/src/identity/route-auth.ts';
import { SESSION_SCHEME, sessionSecurityScheme } from '../../apps/sign-on/src/http/session-auth.ts';
import { describeRoutes, type DescribeOptions } from './describe.ts';
import { registeredRoutes, type AppName, type RegisteredRoute } from './routes.ts';
import { mergeOperations } from './merge.ts';

export const DOCUMENT_PATH = new URL('../../docs/api/openapi.json', import.meta.url);

interface AppDescription extends DescribeOptions {
  tag: OpenAPIV3_1.TagObject;
  server: OpenAPIV3_1.ServerObject;
}

export const APPS: Record<AppName, AppDescription> = {
  api: {
    tag: {
      name: 'API',
      description:
        'The Figura API (apps/api): users, creations, slides, downloads, the content library, ' +
        'embed tokens for journals.',
    },
    server: { url: defaultPublicUrl(DEFAULT_PORTS.api), description: 'The API (API_PUBLIC_URL)' },
    securitySchemes: {
      [BEARER_SCHEME]: bearerSecurityScheme,
      [PARTNER_SCHEME]: partnerSecurityScheme,
    },
    missingBodyReadsAsEmpty: true,
  },
  signOn: {
    tag: {
      name: 'Sign-on site',
      description:
        'The reference single sign-on site (apps/sign-on): accounts, sessions, access tokens.',
    },
    server: {
      url: defaultPublicUrl(DEFAULT_PORTS.signOn),
      description: 'The sign-on site (SIGNON_PUBLIC_URL)',
    },
    securitySchemes: { [SESSION_SCHEME]: sessionSecurityScheme },
    missingBodyReadsAsEmpty: false,
  },
};

const apiPackage = JSON.parse(
  readFileSync(new URL('../../apps/api/package.json', import.meta.url), 'utf8'),
) as { version: string };

/** The document of the routes each app registers (collected here unless given). */
export async function buildOpenApiDocument(
  routes?: Record<AppName, readonly RegisteredRoute[]>,
): Promise<OpenAPIV3_1.Document> {
  const paths: OpenAPIV3_1.PathsObject = {};
  const securitySchemes: Record<string, OpenAPIV3_1.SecuritySchemeObject> = {};
  for (const name of Object.keys(APPS) as AppName[]) {
    const app = APPS[name];
    Object.assign(securitySchemes, app.securitySchemes);
    const described = await describeRoutes(routes?.[name] ?? (await registeredRoutes(name)), app);
    for (const [path, item] of Object.entries(described.paths ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        const tagged = {
          ...(operation as OpenAPIV3_1.OperationObject),
          tags: [app.tag.name],
          servers: [app.server],
        };
        const pathItem = (paths[path] ??= {}) as Record<string, OpenAPIV3_1.OperationObject>;
        pathItem[method] = pathItem[method] ? mergeOperations(pathItem[method], tagged) : tagged;
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Figura API and sign-on site',
      version: apiPackage.version,
      description:
        'Every call of the Figura API and of the reference sign-on site, generated from the ' +
        'zod schemas their routes declare (@figura/sdk-core/schema). Errors are JSON ' +
        '`{ message }`. How to add a call: docs/api/README.md.',
    },
    servers: Object.values(APPS).map((app) => app.server),
    tags: Object.values(APPS).map((app) => app.tag),
    paths: sortedByKey(paths),
    components: { securitySchemes },
  };
}

function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** The file's text: generated, not formatted by Prettier (.prettierignore). */
export function documentText(document: OpenAPIV3_1.Document): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
