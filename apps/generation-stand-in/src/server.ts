import http from 'node:http';
import { drawPicture, PICTURE_SIZES, type PictureSize } from './picture.ts';

/** The model name the stand-in answers with (the API records it as the picture's provenance). */
export const STAND_IN_MODEL = 'figura-stand-in-1';
/** A prompt starting with this is refused, as a service refuses what its policy does not allow. */
export const REFUSED_PREFIX = 'REFUSE';
const MAX_BODY_BYTES = 64 * 1024;

function reply(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const failure = (message: string) => ({ error: { message, type: 'invalid_request_error' } });

/**
 * The stand-in's HTTP server: POST /v1/images/generations as OpenAI-compatible services answer it
 * (any bearer key), GET /health.
 */
export function createGenerationStandIn(): http.Server {
  return http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/health') return reply(response, 200, {});
    if (request.method !== 'POST' || request.url !== '/v1/images/generations')
      return reply(response, 404, failure('Not found'));
    if (!/^Bearer \S+/.test(request.headers.authorization ?? ''))
      return reply(response, 401, failure('A bearer key is required'));
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      let body: { prompt?: unknown; size?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return reply(response, 400, failure('The body is not JSON'));
      }
      if (typeof body.prompt !== 'string' || body.prompt.trim() === '')
        return reply(response, 400, failure('prompt is required'));
      // How a test sees a service refuse a prompt (a real one does for its content policy).
      if (body.prompt.startsWith(REFUSED_PREFIX))
        return reply(response, 400, failure('The stand-in refuses prompts that start with REFUSE'));
      const pictureSize = (body.size ?? '1024x1024') as PictureSize;
      if (!PICTURE_SIZES.includes(pictureSize))
        return reply(response, 400, failure(`size must be one of ${PICTURE_SIZES.join(', ')}`));
      const png = drawPicture(body.prompt, pictureSize);
      reply(response, 200, {
        created: Math.floor(Date.now() / 1000),
        model: STAND_IN_MODEL,
        data: [{ b64_json: png.toString('base64'), revised_prompt: body.prompt }],
      });
    });
  });
}
