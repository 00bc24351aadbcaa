// The drawing processes: a bounded number of exports wait; beyond it the pool says when to retry.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors.ts';
import { ExportPool } from '../src/exports/pool.ts';
import { drawJob, sampleDocument } from './helpers/documents.ts';
import { manyPathsSvg, manyTextsSvg, svgSlide } from './helpers/heavy-slides.ts';

describe('ExportPool', () => {
  it('answers 503 with Retry-After once its queue is full, and keeps drawing the rest', async () => {
    const pool = new ExportPool({ timeLimitMs: 1000, workers: 1, maxQueued: 1 });
    try {
      // Seconds of drawing (about 5 s on a 2-core machine): the first holds the worker, the second waits, the third has no room.
      const slow = svgSlide([manyPathsSvg(7_900), manyTextsSvg(1_500)]);
      const first = pool.run(drawJob(slow, 1));
      const second = pool.run(drawJob(sampleDocument(), 1));
      const third = pool.run(drawJob(sampleDocument(), 1));
      await expect(third).rejects.toMatchObject({
        statusCode: 503,
        headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
      });
      await expect(first).rejects.toBeInstanceOf(HttpError);
      await expect(first).rejects.toMatchObject({ statusCode: 422 });
      // The second one was drawn by the process that replaced the stopped one.
      const png = Buffer.from((await second).bytes);
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    } finally {
      await pool.close();
    }
  });

  it('answers 400 for an image too large to hold, without drawing, and keeps its process', async () => {
    const pool = new ExportPool({ timeLimitMs: 15_000, workers: 1, maxQueued: 4 });
    try {
      await expect(pool.run(drawJob(sampleDocument(2500, 2500), 4))).rejects.toMatchObject({
        statusCode: 400,
        message: expect.stringMatching(/smaller scale/),
      });
      expect((await pool.run(drawJob(sampleDocument(), 1))).bytes.length).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});
