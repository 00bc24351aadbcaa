// Image generation: asking the deployment's image-generation service for a picture of a prompt
// and following the job until the picture is stored (docs/image-generation.md).
import type { GenerationReply, GenerationRequest } from '../schema/contract/generations';
import { parseReply, type ApiLogger, type Http } from './http';

/**
 * The generation calls. Optional on `FiguraApi`: a host without them (the in-memory API, an SDK
 * used offline) has no image generation, and the editor says so.
 */
export interface GenerationCalls {
  /** Queues a picture of `prompt` (counted against the plan's image generations). */
  startGeneration(request: GenerationRequest): Promise<GenerationReply>;
  /** How far a generation got; once done, its stored file (`figura-file:<file>`) and provenance. */
  getGeneration(generationId: string): Promise<GenerationReply>;
}

export function generationCalls(http: Http, logger: ApiLogger): GenerationCalls {
  return {
    async startGeneration(request) {
      return parseReply(
        (schemas) => schemas.generationReplySchema,
        await http.post('/generations', request),
        logger,
      );
    },
    async getGeneration(generationId) {
      return parseReply(
        (schemas) => schemas.generationReplySchema,
        await http.get(`/generations/${encodeURIComponent(generationId)}`),
        logger,
      );
    },
  };
}
