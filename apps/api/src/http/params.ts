import { z } from 'zod';

export const creationParamsSchema = z.object({
  id: z.uuid('Creation id must be a UUID'),
});

export const slideParamsSchema = creationParamsSchema.extend({
  slideId: z.uuid('Slide id must be a UUID'),
});
