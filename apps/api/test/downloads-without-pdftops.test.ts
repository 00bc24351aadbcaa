// A server without poppler's pdftops: an EPS download says so (422) and the other formats still
// draw. Its own file, so that no other API node on the same database (PostgreSQL runs share the
// export queue within a file) draws the job with a pdftops it has.
import { describe, expect, it } from 'vitest';
import { startApi } from './helpers/api-harness.ts';
import { sampleDocument } from './helpers/documents.ts';
import { creationWith } from './helpers/exports.ts';

describe('a server without pdftops', () => {
  it('answers an EPS download with a 422 that says so, and still draws a PDF', async () => {
    process.env.FIGURA_PDFTOPS = '/nonexistent/pdftops';
    const bare = await startApi();
    try {
      const user = await bare.newUser();
      const { slidePaths: paths } = await creationWith(user, [sampleDocument(400, 300)]);
      const eps = await user.request('POST', `${paths[0]}/download`, { format: 'eps' });
      expect(eps.status).toBe(422);
      expect(eps.body.message).toMatch(/pdftops, which is not installed on this server/);
      const pdf = await user.request('POST', `${paths[0]}/download`, { format: 'pdf' });
      expect(pdf.status).toBe(200);
    } finally {
      delete process.env.FIGURA_PDFTOPS;
      await bare.close();
    }
  });
});
