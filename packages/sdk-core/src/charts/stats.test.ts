import { describe, expect, it } from 'vitest';
import { boxSummary, mean, quantile, standardDeviation, standardError } from './stats';

describe('chart statistics', () => {
  it('gives the mean, sample SD and SEM a scientist computes by hand', () => {
    // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, squares sum 32, SD = sqrt(32 / 7), SEM = SD / sqrt(8).
    const values = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(mean(values)).toBe(5);
    expect(standardDeviation(values)).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(standardError(values)).toBeCloseTo(Math.sqrt(32 / 7) / Math.sqrt(8), 12);
    // Three replicates 10, 12, 14: SD 2, SEM 2 / sqrt(3) = 1.1547.
    expect(standardDeviation([10, 12, 14])).toBe(2);
    expect(standardError([10, 12, 14])).toBeCloseTo(1.1547005, 6);
  });

  it('gives no spread for one value and no mean for none', () => {
    expect(standardDeviation([3])).toBe(0);
    expect(standardError([3])).toBe(0);
    expect(mean([])).toBeNaN();
  });

  it('interpolates quartiles as R and Excel QUARTILE.INC do', () => {
    // 1..9: Q1 3, median 5, Q3 7; 1..4: Q1 1.75, median 2.5, Q3 3.25.
    const nine = [9, 1, 8, 2, 7, 3, 6, 4, 5];
    expect([0.25, 0.5, 0.75].map((p) => quantile(nine, p))).toEqual([3, 5, 7]);
    expect([0.25, 0.5, 0.75].map((p) => quantile([4, 3, 2, 1], p))).toEqual([1.75, 2.5, 3.25]);
  });

  it('puts whiskers at the last values within 1.5 IQR and lists outliers beyond', () => {
    const summary = boxSummary([1, 2, 3, 4, 5, 6, 7, 8, 40])!;
    // Q1 3, Q3 7, IQR 4: whiskers reach 3 - 6 = -3 .. 7 + 6 = 13, so 40 is an outlier.
    expect(summary).toMatchObject({ q1: 3, median: 5, q3: 7, low: 1, high: 8, outliers: [40] });
    expect(boxSummary([])).toBeNull();
  });
});
