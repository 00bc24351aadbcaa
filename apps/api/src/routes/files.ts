// Stored files (docs/files.md): POST /files stores an image once by content, GET /files/{id}
// reads it back for whoever may read a creation using it (or uploaded it). Browsers fetch files
// with the bearer header like every call (the editor turns them into data: URLs), so no token
// ever travels in a URL or reaches a log.
import {
  FILE_MEDIA_TYPES,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  MAX_FILE_BYTES,
  binaryReplySchema,
  errorReplySchema,
  fileParamsSchema,
  storedFileSchema,
} from '@figura/sdk-core/schema';
import type { FastifyRequest } from 'fastify';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { HttpError } from '../http/errors.ts';
import { bearerReplies, errorReplies, sendAsIs } from '../http/replies.ts';
import { allowedMediaType, readFile, uploadFile } from '../files/files.ts';
import { storeBackgroundRemoval } from '../files/background-removals.ts';
import type { RouteContext, ZodApp } from './context.ts';

/** Room for a multipart envelope is not needed: the body is the file itself. */
const UPLOAD_BODY_LIMIT = MAX_FILE_BYTES;

/** 413 before a byte is read when the client announces a file larger than a file may be. */
function refuseAnnouncedOversize(request: FastifyRequest): void {
  if (Number(request.headers['content-length'] ?? 0) > MAX_FILE_BYTES)
    throw new HttpError(413, FILE_TOO_LARGE_MESSAGE);
}

/** The file the body parser kept as it came (empty when the body was of another type). */
const bodyBytes = (body: unknown) =>
  Buffer.isBuffer(body) ? new Uint8Array(body) : new Uint8Array();

export function registerFileRoutes(app: ZodApp, { db, files }: RouteContext): void {
  // The file's bytes as they are, for the image types only (other types answer 415 below).
  app.addContentTypeParser(
    [...FILE_MEDIA_TYPES],
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/files',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      // Refused before a byte is read: the type, and the size a client announces.
      onRequest: async (request) => {
        if (!allowedMediaType(request.headers['content-type']))
          throw new HttpError(415, FILE_TYPE_MESSAGE);
        refuseAnnouncedOversize(request);
      },
      schema: {
        summary: 'Store an image file once (by content) and get its id',
        description:
          `The body is the file itself, its type in Content-Type (${FILE_MEDIA_TYPES.join(', ')}). ` +
          'The id is the SHA-256 of the stored bytes: the same file uploaded twice (by anyone) is ' +
          'stored once. SVG is cleaned by the sanitiser first (its clean form is what is stored ' +
          'and hashed); `removed` lists what went. Documents name the file as ' +
          '`figura-file:<id>` in an image’s `src`.',
        security: bearerSecurity,
        response: {
          201: storedFileSchema,
          ...errorReplies(400),
          ...bearerReplies,
          403: errorReplySchema.describe(
            'The account’s uploads would pass its plan’s storage quota (the message says how much).',
          ),
          429: errorReplySchema.describe('More uploads this minute than allowed: see Retry-After.'),
          413: errorReplySchema.describe(`Larger than ${MAX_FILE_BYTES} bytes.`),
          415: errorReplySchema.describe(
            'Not one of the image types, or bytes that are not that type.',
          ),
          422: errorReplySchema.describe(
            'An SVG the sanitiser refuses (nothing drawable, too large).',
          ),
        },
      },
    },
    async (request, reply) => {
      const stored = await uploadFile(
        db,
        files,
        currentUser(request),
        request.headers['content-type'],
        bodyBytes(request.body),
      );
      return reply.status(201).send(stored);
    },
  );

  app.post(
    '/background-removals',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      onRequest: async (request) => refuseAnnouncedOversize(request),
      schema: {
        summary: 'Store a picture whose background the editor removed',
        description:
          'The body is the PNG the editor made (Content-Type: image/png). Stored like POST /files ' +
          '(the same id for the same bytes) and counted against the plan’s background removals ' +
          'for the month.',
        security: bearerSecurity,
        response: {
          201: storedFileSchema,
          ...errorReplies(400),
          ...bearerReplies,
          403: errorReplySchema.describe(
            'The plan’s background removals for this month are used (`limit`, `cap`, `used`, ' +
              '`upsell`), or the account’s storage quota is full.',
          ),
          413: errorReplySchema.describe(`Larger than ${MAX_FILE_BYTES} bytes.`),
          415: errorReplySchema.describe('Not a PNG.'),
        },
      },
    },
    async (request, reply) => {
      const stored = await storeBackgroundRemoval(
        db,
        files,
        currentUser(request),
        request.headers['content-type'],
        bodyBytes(request.body),
      );
      return reply.status(201).send(stored);
    },
  );

  app.get(
    '/files/:fileId',
    {
      schema: {
        summary: 'A stored file’s bytes',
        description:
          'For its uploaders and for everyone who may read a creation whose slides name it; ' +
          'anyone else gets 404, as for a file that does not exist.',
        security: bearerSecurity,
        params: fileParamsSchema,
        response: {
          200: {
            content: Object.fromEntries(
              FILE_MEDIA_TYPES.map((type) => [type, { schema: binaryReplySchema }]),
            ),
          },
          ...errorReplies(400, 404),
          ...bearerReplies,
        },
      },
    },
    async (request, reply) => {
      const file = await readFile(db, files, currentUser(request), request.params.fileId);
      return sendAsIs(
        reply
          .type(file.mediaType)
          // Content-addressed: the bytes behind an id never change. Private: access is per user.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own runs nothing (it was cleaned too).
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'"),
        Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
      );
    },
  );
}
