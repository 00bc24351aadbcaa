import type { DrawJob } from '../../src/exports/worker.ts';
import type { TestUser } from './api-harness.ts';

/** A drawing process's job: one stored document as a PNG at `scale`. */
export function drawJob(content: unknown, scale: number): DrawJob {
  return { contents: [content], options: { format: 'png', scale } };
}

/** Slide documents as a client would send them (style fields left to their defaults). */
export function sampleDocument(width = 400, height = 300) {
  return {
    schemaVersion: 4,
    width,
    height,
    background: '#ffffff',
    elements: [
      {
        type: 'rect',
        id: 'rect-1',
        left: 0,
        top: 0,
        width: width / 2,
        height: height / 2,
        fill: '#ff0000',
      },
      {
        type: 'textbox',
        id: 'text-1',
        left: 20,
        top: height - 60,
        width: 200,
        height: 40,
        text: 'Hello',
      },
    ],
  };
}

export interface CreationReply {
  id: string;
  name: string;
  type: string;
  status: string;
  width: number;
  height: number;
  createdAt: string;
  updatedAt: string;
  slides: { id: string; position: number; revision: number }[];
  access?: string;
  teamId?: string | null;
}

/**
 * Saves a sample document in the creation's first slide: from its first save a creation counts
 * against its owner's creations cap (a blank one does not).
 */
export async function saveSomething(user: TestUser, creationId: string) {
  const creation = await user.request('GET', `/user-creations/${creationId}`);
  const slide = creation.body.slides[0] as { id: string; revision: number };
  return user.request('PUT', `/user-creations/${creationId}/slide/${slide.id}/content`, {
    revision: slide.revision,
    content: sampleDocument(1200, 600),
  });
}
