// What an embed token (a journal's builder in its page) may call among the routes that need a
// user: its submission's creations and their slides, downloads and export jobs, files, the
// token's journal, and the plan that decides an export's watermark. Every other such route
// answers 403 to an embed token, before its input is read: the account, billing, orders, teams,
// sharing, comments, mail and administration are the signed-in person's, not a manuscript's.
// Which creations it reaches is decided in auth/access.ts (its own submission's only).

/** `METHOD /route` as Fastify declares the route. */
const EMBED_TOKEN_ROUTES: ReadonlySet<string> = new Set([
  'GET /embed/partner',
  // Who the token is (its submission's user), and the plan that decides a watermark.
  'GET /auth/verify-token-validity',
  'GET /profiles/plan',
  // The submission's creations (resume, start, rename) and their slides.
  'GET /user-creations',
  'POST /user-creations',
  'GET /user-creations/:id',
  'PUT /user-creations/:id',
  'GET /user-creations/:id/thumbnail',
  'POST /user-creations/:id/slide',
  'PUT /user-creations/:id/slide',
  'PUT /user-creations/:id/slide/sequences',
  'DELETE /user-creations/:id/slide/:slideId',
  'POST /user-creations/:id/slide/:slideId/duplicate',
  'GET /user-creations/:id/slide/:slideId/content',
  'PUT /user-creations/:id/slide/:slideId/content',
  'GET /user-creations/:id/slide/:slideId/backups',
  'POST /user-creations/:id/slide/:slideId/backups/:versionId/restore',
  'POST /user-creations/get-slide-version',
  // Downloads and their export jobs.
  'POST /user-creations/:id/download',
  'POST /user-creations/:id/slide/:slideId/download',
  'POST /user-creations/:id/slide/:slideId/download-svg',
  'GET /exports/:jobId',
  'GET /exports/:jobId/file',
  'POST /exports/:jobId/retry',
  // Images placed in the slides.
  'POST /files',
  'GET /files/:fileId',
]);

export const EMBED_LANE_MESSAGE =
  'An embed token works only for its submission’s creations, their downloads and files.';

/** Whether an embed token may call the route `url` (as declared) with `method`. */
export function embedTokenMayCall(method: string, url: string): boolean {
  return EMBED_TOKEN_ROUTES.has(`${method} ${url}`);
}
