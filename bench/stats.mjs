export const median = (values) => quantile(values, 0.5);

/** Linear-interpolated quantile of `values` (q in 0..1). */
export function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

export const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
