import * as fabric from 'fabric/node';
import { describe, expect, it } from 'vitest';
import { depictSmiles } from '../chemistry/depict';
import { elementSchema } from '../schema';
import { createFabricObject } from './objects';

describe('a molecule on the canvas', () => {
  it('is an image of its stored drawing, sharp at 3x zoom, scaled into its box', async () => {
    const aspirin = depictSmiles('CC(=O)Oc1ccccc1C(=O)O');
    const element = elementSchema.parse({
      type: 'molecule',
      id: 'm',
      smiles: aspirin.smiles,
      molfile: aspirin.molfile,
      svg: aspirin.svg,
      left: 10,
      top: 20,
      width: aspirin.width,
      height: aspirin.height,
    });
    const object = await createFabricObject(fabric, element);
    expect(object).toBeInstanceOf(fabric.FabricImage);
    // Drawn at three times its box, shown at its box.
    expect(object.width).toBe(Math.ceil(aspirin.width * 3));
    expect(object.getScaledWidth()).toBeCloseTo(aspirin.width, 5);
    expect(object.getScaledHeight()).toBeCloseTo(aspirin.height, 5);
    // The export asks for more when it draws larger.
    const large = await createFabricObject(fabric, element, { pixelScale: 5 });
    expect(large.width).toBe(Math.ceil(aspirin.width * 5));
  });
});
