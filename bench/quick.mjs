// `pnpm bench --quick` (npm test runs it): every group once over with the fewest iterations that
// still run its code, so a bench broken by a change fails CI. Its figures are printed, not kept:
// no budget is checked and bench/report.json is left alone.
export const QUICK = process.argv.includes('--quick');

/** `full` iterations, or `quick` of them (at least one) in a quick run. */
export const iterations = (full, quick = 1) => (QUICK ? Math.min(full, quick) : full);

/** Untimed runs before the timed ones: `full`, or none in a quick run (it keeps no figure). */
export const warmUps = (full = 1) => (QUICK ? 0 : full);

/**
 * Calls `once(run)` `warm` times untimed (the servers' caches, the JIT), then `runs` times;
 * resolves what the timed calls resolved.
 */
export async function measuredRuns(runs, once, warm = warmUps()) {
  const values = [];
  for (let run = 0; run < warm + runs; run++) {
    const value = await once(run);
    if (run >= warm) values.push(value);
  }
  return values;
}
