// Builds the API and the sign-on site in memory (PGlite memory://, nothing listening) and
// collects every route they register, as Fastify's onRoute hook sees it.
import { MEMORY_DATA_DIR } from '@figura/settings';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApiApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { buildSignOnApp } from '../../apps/sign-on/src/app.ts';
import { signOnConfigFromEnv } from '../../apps/sign-on/src/config.ts';

export type AppName = 'api' | 'signOn';

export interface RegisteredRoute {
  method: string;
  /** Fastify's form, e.g. /user-creations/:id */
  url: string;
  schema: Record<string, unknown> | undefined;
}

/** The environment the apps are built in: the defaults, in memory, quiet. */
const ENV = { FIGURA_DATA_DIR: MEMORY_DATA_DIR, API_LOG: '0' };

const builders: Record<
  AppName,
  (onRoute: (route: RouteOptions) => void) => Promise<FastifyInstance>
> = {
  api: (onRoute) => buildApiApp({ ...loadConfig(ENV), logger: false }, { onRoute }),
  signOn: (onRoute) => buildSignOnApp({ ...signOnConfigFromEnv(ENV), logger: false }, { onRoute }),
};

/** Every route the app registers, one entry per method. */
export async function registeredRoutes(app: AppName): Promise<RegisteredRoute[]> {
  const routes: RegisteredRoute[] = [];
  const built = await builders[app]((route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'] });
    }
  });
  await built.ready();
  await built.close();
  return routes;
}

/**
 * Routes that are not calls of the contract, and why:
 * - HEAD: Fastify answers HEAD for every GET route by itself (exposeHeadRoutes), with the GET's
 *   headers and no body; the GET is documented.
 * - OPTIONS: CORS preflights (@fastify/cors in the API, src/http/cors.ts in the sign-on site),
 *   which browsers send on their own before a cross-origin call.
 * - hidden routes: the API reference's own page and assets under /docs (@fastify/swagger-ui).
 */
export function isContractRoute(route: RegisteredRoute): boolean {
  if (route.method === 'HEAD' || route.method === 'OPTIONS') return false;
  return route.schema?.hide !== true;
}

/** /user-creations/:id -> /user-creations/{id} */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
