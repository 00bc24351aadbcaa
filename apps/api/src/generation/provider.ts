// The image-generation service a deployment names: an OpenAI-compatible images endpoint
// (POST {url}/v1/images/generations, a bearer key, the picture back as base64 PNG). `npm start`
// and the tests name the local stand-in (apps/generation-stand-in); nothing else is built in.
import { GENERATION_SHAPES, type GenerationShape } from '@figura/sdk-core/schema';

export interface GenerationProviderConfig {
  /** The service's base URL (FIGURA_GENERATION_URL), e.g. https://api.openai.com. */
  url: string;
  /** Its key (FIGURA_GENERATION_KEY), sent as a bearer token. */
  key: string;
  /** The model asked for (FIGURA_GENERATION_MODEL); the service's default when unset. */
  model?: string;
  /** How long one picture may take before it counts as failed. */
  timeoutMs?: number;
}

export interface GeneratedPicture {
  png: Uint8Array;
  /** The model the service says drew it (or the one asked for). */
  model: string | null;
}

/** A refusal or failure of the service, in words a person can act on. */
export class GenerationFailed extends Error {}

const DEFAULT_TIMEOUT_MS = 120_000;

/** The provider's name in a picture's provenance: the service's host. */
export function providerName(config: GenerationProviderConfig): string {
  return new URL(config.url).host;
}

export async function generatePicture(
  config: GenerationProviderConfig,
  prompt: string,
  shape: GenerationShape,
): Promise<GeneratedPicture> {
  const { width, height } = GENERATION_SHAPES[shape];
  let response: Response;
  try {
    response = await fetch(new URL('/v1/images/generations', config.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
      body: JSON.stringify({
        prompt,
        n: 1,
        size: `${width}x${height}`,
        response_format: 'b64_json',
        ...(config.model ? { model: config.model } : {}),
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new GenerationFailed(
      error instanceof Error && error.name === 'TimeoutError'
        ? 'The image-generation service took too long: try again.'
        : 'The image-generation service could not be reached: try again later.',
    );
  }
  const body = (await response.json().catch(() => null)) as {
    model?: unknown;
    data?: { b64_json?: unknown }[];
    error?: { message?: unknown };
  } | null;
  if (!response.ok) {
    const said = typeof body?.error?.message === 'string' ? `: ${body.error.message}` : '';
    throw new GenerationFailed(`The image-generation service refused the prompt${said}`);
  }
  const base64 = body?.data?.[0]?.b64_json;
  if (typeof base64 !== 'string')
    throw new GenerationFailed('The image-generation service sent no picture: try again.');
  return {
    png: new Uint8Array(Buffer.from(base64, 'base64')),
    model: typeof body?.model === 'string' ? body.model : (config.model ?? null),
  };
}

/** The service named by FIGURA_GENERATION_URL, _KEY and _MODEL; undefined when none is. */
export function readGenerationProvider(
  env: Record<string, string | undefined>,
): GenerationProviderConfig | undefined {
  const url = env.FIGURA_GENERATION_URL?.trim();
  if (!url) return undefined;
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol))
    throw new Error(`FIGURA_GENERATION_URL must be an http(s) URL, not "${url}"`);
  const key = env.FIGURA_GENERATION_KEY?.trim();
  if (!key) throw new Error('FIGURA_GENERATION_URL is set: set FIGURA_GENERATION_KEY too');
  const model = env.FIGURA_GENERATION_MODEL?.trim();
  return { url, key, ...(model ? { model } : {}) };
}
