import type { DynamicShapeKind, DynamicShapeParams } from '@figura/sdk-core/schema';

export interface ParameterSpec {
  name: keyof DynamicShapeParams;
  label: string;
  min: number;
  max: number;
  step: number;
  integer?: boolean;
}

const cornerRadius: ParameterSpec = {
  name: 'cornerRadius',
  label: 'Corner radius',
  min: 0,
  max: 0.5,
  step: 0.01,
};
const points: ParameterSpec = {
  name: 'points',
  label: 'Star points',
  min: 3,
  max: 24,
  step: 1,
  integer: true,
};
const innerRadius: ParameterSpec = {
  name: 'innerRadius',
  label: 'Inner radius',
  min: 0.05,
  max: 1,
  step: 0.01,
};
const headLength: ParameterSpec = {
  name: 'headLength',
  label: 'Arrow head size',
  min: 0,
  max: 1,
  step: 0.01,
};
const shaftWidth: ParameterSpec = {
  name: 'shaftWidth',
  label: 'Shaft width',
  min: 0.05,
  max: 1,
  step: 0.01,
};
const sides: ParameterSpec = {
  name: 'sides',
  label: 'Sides',
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
