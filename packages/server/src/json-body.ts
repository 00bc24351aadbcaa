import { nestingProblem } from '@figura/sdk-core/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Fastify's own JSON parser (empty and malformed bodies, prototype poisoning refused as before),
 * then one iterative pass refusing a body nested too deep (JSON_DEPTH_MESSAGE or
 * GROUP_DEPTH_MESSAGE) with a 400 before any schema recurses into it.
 */
export function refuseDeepJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const problem = nestingProblem(value);
      if (problem) return done(Object.assign(new Error(problem), { statusCode: 400 }), undefined);
      done(null, value);
    });
  });
}
