// @vitest-environment jsdom
// A text narrowed or widened by a side handle rewraps downwards: its top edge stays, and the
// side not dragged stays. fabric kept the handles' vertical middle instead, so a step text
// narrowed from one line to three climbed onto the icons above it.
import { describe, expect, it } from 'vitest';
import { elementSchema, type TextboxElement } from '@figura/sdk-core/schema';
import { headlessEditors } from './fixtures';
import type { TestEditor } from './test-editor';

const open = headlessEditors();

const step = () =>
  elementSchema.parse({
    id: 'step',
    type: 'textbox',
    left: 100,
    top: 300,
    width: 700,
    height: 50,
    text: 'Denature the strands at 95 °C for thirty seconds',
    fontFamily: 'Inter',
    fontSize: 40,
    fill: '#000000',
  });

const text = (t: TestEditor) => t.element('step') as TextboxElement;

async function dragSide(t: TestEditor, control: 'ml' | 'mr', dx: number) {
  t.click(t.centreOf('step'));
  await t.settle();
  const handle = t.handleOf('step', control);
  t.drag(handle, { x: handle.x + dx, y: handle.y }, { steps: 5 });
  await t.settle();
}

describe('a text resized by its side handles', () => {
  it('keeps its top and left edges when the right handle narrows it to three lines', async () => {
    const t = await open(step());
    await dragSide(t, 'mr', -450);
    expect(text(t).width).toBeCloseTo(250, 0);
    expect(text(t).height).toBeGreaterThan(120);
    expect(text(t)).toMatchObject({ top: 300, left: 100 });
  });

  it('keeps its top and right edges when the left handle narrows it', async () => {
    const t = await open(step());
    await dragSide(t, 'ml', 450);
    expect(text(t).height).toBeGreaterThan(120);
    expect(text(t).top).toBeCloseTo(300, 5);
    expect(text(t).left + text(t).width).toBeCloseTo(800, 0);
  });
});
