import type { DynamicShapeKind, DynamicShapeParams } from '@figura/sdk-core/schema';

/** A parameter's label is `add.params.<name>`. */
export interface ParameterSpec {
  name: keyof DynamicShapeParams;
  min: number;
  max: number;
  step: number;
  integer?: boolean;
}

const cornerRadius: ParameterSpec = {
  name: 'cornerRadius',
  min: 0,
  max: 0.5,
  step: 0.01,
};
const points: ParameterSpec = {
  name: 'points',
  min: 3,
  max: 24,
  step: 1,
  integer: true,
};
const innerRadius: ParameterSpec = {
  name: 'innerRadius',
  min: 0.05,
  max: 1,
  step: 0.01,
};
const headLength: ParameterSpec = {
  name: 'headLength',
  min: 0,
  max: 1,
  step: 0.01,
};
const shaftWidth: ParameterSpec = {
  name: 'shaftWidth',
  min: 0.05,
  max: 1,
  step: 0.01,
};
const sides: ParameterSpec = {
  name: 'sides',
  min: 3,
  max: 24,
  step: 1,
  integer: true,
};

/** Which parameters each adjustable shape reads, within the schema's limits. */
export const PARAMETERS_BY_KIND: Readonly<Record<DynamicShapeKind, readonly ParameterSpec[]>> = {
  rounded_rect: [cornerRadius],
  star: [points, innerRadius],
  block_arrow: [headLength, shaftWidth],
  polygon: [sides],
};
