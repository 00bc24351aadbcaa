import { describe, expect, it } from 'vitest';
import type { GenerationCalls } from '../api/generations';
import { createEmptyDocument, type GenerationReply } from '../schema';
import { englishTranslator } from '../i18n/testing';
import { createImageGeneration } from './image-generation';

const t = englishTranslator();
const FILE = 'a'.repeat(64);

function reply(overrides: Partial<GenerationReply>): GenerationReply {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'queued',
    progress: 0,
    prompt: 'A neuron firing',
    provider: 'images.example.org',
    model: 'model-1',
    file: null,
    width: null,
    height: null,
    message: null,
    createdAt: '2026-11-29T00:00:00.000Z',
    ...overrides,
  };
}

/** An API whose job goes through `steps`, one per poll. */
function apiGoingThrough(steps: GenerationReply[]): GenerationCalls & { asked: unknown[] } {
  const asked: unknown[] = [];
  let next = 0;
  return {
    asked,
    async startGeneration(request) {
      asked.push(request);
      return reply({});
    },
    async getGeneration() {
      return steps[Math.min(next++, steps.length - 1)]!;
    },
  };
}

describe('image generation in the editor', () => {
  const doc = createEmptyDocument(1200, 600);

  it('follows the job, showing its progress, and hands back the picture with its provenance', async () => {
    const api = apiGoingThrough([
      reply({ status: 'running', progress: 0.4 }),
      reply({ status: 'done', progress: 1, file: FILE, width: 1536, height: 1024 }),
    ]);
    const generation = createImageGeneration({ api, getDocument: () => doc, t, pollMs: 1 });
    const seen: number[] = [];
    generation.state.subscribe((state) => seen.push(state.progress));
    const element = await generation.generate('A neuron firing', 'landscape');
    expect(api.asked).toEqual([{ prompt: 'A neuron firing', shape: 'landscape' }]);
    expect(seen).toContain(0.4);
    expect(element).toMatchObject({
      type: 'generation',
      src: `figura-file:${FILE}`,
      naturalWidth: 1536,
      naturalHeight: 1024,
      prompt: 'A neuron firing',
      provider: 'images.example.org',
      model: 'model-1',
    });
    // Placed in the picture's own proportions.
    const box = element as unknown as { width: number; height: number };
    expect(box.width / box.height).toBeCloseTo(1.5, 2);
    expect(generation.state.getState()).toMatchObject({ status: 'idle', message: null });
  });

  it('says why a generation failed and adds nothing', async () => {
    const api = apiGoingThrough([
      reply({ status: 'failed', message: 'The image-generation service refused the prompt' }),
    ]);
    const generation = createImageGeneration({ api, getDocument: () => doc, t, pollMs: 1 });
    expect(await generation.generate('x', 'square')).toBeNull();
    expect(generation.state.getState()).toMatchObject({
      status: 'failed',
      message: 'The image-generation service refused the prompt',
    });
  });

  it('passes on the API’s refusal (the plan’s limit) in its words', async () => {
    const api = {
      startGeneration: () =>
        Promise.reject(new Error('Your plan (Starter) allows 3 generated images a month.')),
      getGeneration: () => Promise.reject(new Error('not called')),
    };
    const generation = createImageGeneration({ api, getDocument: () => doc, t, pollMs: 1 });
    expect(await generation.generate('x', 'square')).toBeNull();
    expect(generation.state.getState().message).toContain('3 generated images a month');
  });

  it('says what the plan allows before the work, and when it is used up', async () => {
    let used = 2;
    const api = {
      ...apiGoingThrough([reply({ status: 'done', progress: 1, file: FILE, width: 8, height: 8 })]),
      async getPlan() {
        return { plan: 'T', limits: { imageGenerations: { used: used++, cap: 3 } } } as never;
      },
    };
    const generation = createImageGeneration({ api, getDocument: () => doc, t, pollMs: 1 });
    await generation.prepare();
    expect(generation.state.getState().allowance).toEqual({ plan: 'T', used: 2, cap: 3 });
    expect(generation.atLimit()).toBe(false);
    await generation.generate('x', 'square');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(generation.state.getState().allowance).toEqual({ plan: 'T', used: 3, cap: 3 });
    expect(generation.atLimit()).toBe(true);
  });

  it('says it is not available where the API has no generation calls', async () => {
    const generation = createImageGeneration({ api: {}, getDocument: () => doc, t });
    expect(generation.available).toBe(false);
    expect(await generation.generate('x', 'square')).toBeNull();
    expect(generation.state.getState().message).toMatch(/^Image generation is not available here/);
  });
});
