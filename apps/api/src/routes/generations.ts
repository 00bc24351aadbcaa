// Image generation (docs/image-generation.md): POST /generations queues a picture for a prompt
// with the deployment's image-generation service, GET /generations/{id} says how far it got and,
// once done, names the stored file and its provenance.
import {
  errorReplySchema,
  generationParamsSchema,
  generationReplySchema,
  generationRequestSchema,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import { generationOf, startGeneration } from '../generation/jobs.ts';
import type { RouteContext, ZodApp } from './context.ts';

export function registerGenerationRoutes(app: ZodApp, { db, generation }: RouteContext): void {
  app.post(
    '/generations',
    {
      schema: {
        summary: 'Ask the image-generation service for a picture of a prompt',
        description:
          'Queued as a job (202); GET /generations/{generationId} follows it. Each request counts ' +
          'against the plan’s image generations for the month (a failed one is given back).',
        security: bearerSecurity,
        body: generationRequestSchema,
        response: {
          202: generationReplySchema,
          ...errorReplies(400),
          ...bearerReplies,
          403: errorReplySchema.describe(
            'The plan’s image generations for this month are used (`limit`, `cap`, `used`, `upsell`).',
          ),
          503: errorReplySchema.describe('No image-generation service is set up on this server.'),
        },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await startGeneration(generation, currentUser(request), request.body)),
  );

  app.get(
    '/generations/:generationId',
    {
      schema: {
        summary: 'How far a generation got; once done, its stored picture and provenance',
        security: bearerSecurity,
        params: generationParamsSchema,
        response: { 200: generationReplySchema, ...errorReplies(400, 404), ...bearerReplies },
      },
    },
    async (request) => generationOf(db, currentUser(request), request.params.generationId),
  );
}
