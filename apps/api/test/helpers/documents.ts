import type { DrawJob } from '../../src/services/export-worker.ts';

/** A drawing process's job: one stored document as a PNG at `scale`. */
export function drawJob(content: unknown, scale: number): DrawJob {
  return { contents: [content], options: { format: 'png', scale } };
}

/** Slide documents as a client would send them (style fields left to their defaults). */
export function sampleDocument(width = 400, height = 300) {
  return {
    schemaVersion: 3,
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
}
