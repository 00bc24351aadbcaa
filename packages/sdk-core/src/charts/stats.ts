// Summary statistics of replicate values, as a scientist computes them by hand: the sample
// standard deviation (n - 1), the standard error SD / sqrt(n), and quartiles by linear
// interpolation between order statistics (R's default type 7, Excel's QUARTILE.INC).

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The sample standard deviation; 0 for a single value (no spread can be estimated). */
export function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const centre = mean(values);
  const squares = values.reduce((sum, value) => sum + (value - centre) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

export function standardError(values: readonly number[]): number {
  if (values.length < 2) return 0;
  return standardDeviation(values) / Math.sqrt(values.length);
}

/** The `p` quantile (0..1) of `values`, interpolated linearly between sorted values. */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/** A box plot's five numbers: whiskers at the data's extremes within 1.5 IQR of the box. */
export interface BoxSummary {
  q1: number;
  median: number;
  q3: number;
  low: number;
  high: number;
  outliers: number[];
}

export function boxSummary(values: readonly number[]): BoxSummary | null {
  if (values.length === 0) return null;
  const q1 = quantile(values, 0.25);
  const q3 = quantile(values, 0.75);
  const reach = 1.5 * (q3 - q1);
  const inside = values.filter((value) => value >= q1 - reach && value <= q3 + reach);
  return {
    q1,
    median: quantile(values, 0.5),
    q3,
    low: Math.min(...inside),
    high: Math.max(...inside),
    outliers: values.filter((value) => value < q1 - reach || value > q3 + reach),
  };
}
