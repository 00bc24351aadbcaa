import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EXPORT_CONTENT_TYPES,
  binaryReplySchema,
  creationDownloadInputSchema,
  creationParamsSchema,
  downloadInputSchema,
  downloadQuerySchema,
  downloadRefusalSchema,
  errorReplySchema,
  exportJobReplySchema,
  exportParamsSchema,
  exportStatusReplySchema,
  slideParamsSchema,
  svgDownloadInputSchema,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import type { ExportJobRow } from '../db/schema.ts';
import { bearerReplies, errorReplies, planLimitReply, sendAsIs } from '../http/replies.ts';
import { attachmentDisposition } from '../files/attachment.ts';
import {
  requestCreationExport,
  requestSlideExport,
  requestSvgExport,
} from '../exports/requests.ts';
import {
  exportFailure,
  exportFileOf,
  exportStatusOf,
  findExport,
  retryExport,
  waitForExport,
} from '../exports/jobs.ts';
import type { RouteContext, ZodApp } from './context.ts';

/** A finished file, of whichever type the download asked for. */
const fileReply = {
  content: Object.fromEntries(
    Object.values(EXPORT_CONTENT_TYPES).map((type) => [type, { schema: binaryReplySchema }]),
  ),
};

const jobReply = exportJobReplySchema.describe(
  'Asked for as a job (`Prefer: respond-async` or `?async=1`), or not finished within the wait ' +
    'limit: poll GET /exports/{jobId}, then fetch GET /exports/{jobId}/file.',
);

const downloadErrors = {
  ...errorReplies(400, 404),
  429: errorReplySchema.describe(
    'This account has its share of the export queue under way (4 exports): see Retry-After.',
  ),
  ...bearerReplies,
  403: planLimitReply,
  422: downloadRefusalSchema.describe(
    'The file would not meet the `profile` asked for (`problems`: preflight’s, the message ' +
      'says each), the slide is over the export budget (the message names what and the ' +
      'limit), drawing it took longer than the time limit, or this server cannot make the ' +
      'format yet.',
  ),
  503: errorReplySchema.describe(
    'The sign-on site cannot be reached to check the token, or too many exports are waiting ' +
      '(see Retry-After).',
  ),
};

const ASYNC_DESCRIPTION =
  'Answers with the file when it is ready within the wait limit; with `Prefer: respond-async` ' +
  'or `?async=1`, at once with 202 and a job to poll.';

function wantsJob(request: FastifyRequest<{ Querystring: { async?: string } }>): boolean {
  const prefer = request.headers.prefer;
  const preferAsync = (Array.isArray(prefer) ? prefer.join(',') : (prefer ?? ''))
    .split(',')
    .some((part) => part.trim().toLowerCase() === 'respond-async');
  return preferAsync || request.query.async === '1' || request.query.async === 'true';
}

function sendJob(reply: FastifyReply, row: ExportJobRow) {
  return reply
    .status(202)
    .header('location', `/exports/${row.id}`)
    .send({ jobId: row.id, status: exportStatusOf(row).status });
}

function sendFile(reply: FastifyReply, row: ExportJobRow) {
  const file = exportFileOf(row);
  reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'no-store');
  return sendAsIs(reply, file.bytes);
}

export function registerDownloadRoutes(app: ZodApp, { exports, exportWaitMs }: RouteContext): void {
  /** The file when it is ready in time, its failure when it failed, else the job. */
  async function answer(
    request: FastifyRequest<{ Querystring: { async?: string } }>,
    reply: FastifyReply,
    row: ExportJobRow,
  ) {
    if (wantsJob(request)) return sendJob(reply, row);
    const settled = await waitForExport(exports, row.id, exportWaitMs);
    if (settled.status === 'done') return sendFile(reply, settled);
    if (settled.status === 'failed') throw exportFailure(settled);
    return sendJob(reply, settled);
  }

  app.post(
    '/user-creations/:id/download',
    {
      schema: {
        summary:
          'The whole creation: a PDF with one page per slide, or a ZIP of one image per slide',
        description: ASYNC_DESCRIPTION,
        security: bearerSecurity,
        params: creationParamsSchema,
        querystring: downloadQuerySchema,
        body: creationDownloadInputSchema,
        response: { 200: fileReply, 202: jobReply, ...downloadErrors },
      },
    },
    async (request, reply) => {
      const row = await requestCreationExport(
        exports,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return answer(request, reply, row);
    },
  );

  app.post(
    '/user-creations/:id/slide/:slideId/download',
    {
      schema: {
        summary: 'The slide as PNG, JPG, TIFF, PDF or SVG, drawn on the server',
        description:
          `${ASYNC_DESCRIPTION} The size is \`scale\` (times the slide's own), or \`dpi\` with an ` +
          'optional `width` in `unit` (px, cm, in); an empty body is a PNG at the slide’s size.',
        security: bearerSecurity,
        params: slideParamsSchema,
        querystring: downloadQuerySchema,
        body: downloadInputSchema,
        response: { 200: fileReply, 202: jobReply, ...downloadErrors },
      },
    },
    async (request, reply) => {
      const { id, slideId } = request.params;
      const row = await requestSlideExport(
        exports,
        currentUser(request),
        id,
        slideId,
        request.body,
      );
      return answer(request, reply, row);
    },
  );

  app.post(
    '/user-creations/:id/slide/:slideId/download-svg',
    {
      schema: {
        summary: 'The slide as SVG, its text embedded with its fonts or drawn as outlines',
        description: ASYNC_DESCRIPTION,
        security: bearerSecurity,
        params: slideParamsSchema,
        querystring: downloadQuerySchema,
        body: svgDownloadInputSchema,
        response: { 200: fileReply, 202: jobReply, ...downloadErrors },
      },
    },
    async (request, reply) => {
      const { id, slideId } = request.params;
      const row = await requestSvgExport(exports, currentUser(request), id, slideId, request.body);
      return answer(request, reply, row);
    },
  );

  const jobErrors = { ...errorReplies(400, 404), ...bearerReplies };

  app.get(
    '/exports/:jobId',
    {
      schema: {
        summary:
          'How far an export got: queued, running (with progress), done or failed (with why)',
        security: bearerSecurity,
        params: exportParamsSchema,
        response: { 200: exportStatusReplySchema, ...jobErrors },
      },
    },
    async (request) =>
      exportStatusOf(await findExport(exports, currentUser(request), request.params.jobId)),
  );

  app.get(
    '/exports/:jobId/file',
    {
      schema: {
        summary: 'A finished export’s file (kept for 15 minutes)',
        security: bearerSecurity,
        params: exportParamsSchema,
        response: {
          200: fileReply,
          ...jobErrors,
          409: errorReplySchema.describe('The export is not finished yet.'),
          422: errorReplySchema.describe('The export failed: the message says why.'),
          500: errorReplySchema.describe(
            'The export stopped on the server (its drawing process died, or the queue gave up on it): retry it.',
          ),
        },
      },
    },
    async (request, reply) => {
      const row = await findExport(exports, currentUser(request), request.params.jobId);
      return sendFile(reply, row);
    },
  );

  app.post(
    '/exports/:jobId/retry',
    {
      schema: {
        summary: 'Run a failed export again',
        security: bearerSecurity,
        params: exportParamsSchema,
        response: {
          202: exportJobReplySchema,
          ...jobErrors,
          409: errorReplySchema.describe(
            'The export has not failed (it is queued, running or done).',
          ),
        },
      },
    },
    async (request, reply) => {
      const row = await retryExport(exports, currentUser(request), request.params.jobId);
      return sendJob(reply, row);
    },
  );
}
