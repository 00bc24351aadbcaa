import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script
import { performanceTable, withTable } from '../bench/table.mjs';

describe("the performance page's table", () => {
  const report = [
    { name: 'library search p95', value: 0.7, unit: 'ms', budget: 16, holds: true },
    { name: 'export a|b', value: 420, unit: 'ms', budget: 300, holds: false },
    { name: 'api reads', value: 900, unit: 'req/s', budget: 500, budgetIs: 'minimum', holds: true },
    { name: 'lazy chunk count', value: 112, unit: 'files' },
  ];

  it('lists every figure of the report with its value and whether its budget holds', () => {
    const table = performanceTable(report, { measuredOn: '1/12/2026' });
    expect(table).toContain('| `library search p95` | 0.7 ms | ≤ 16 ms: holds |');
    expect(table).toContain('| `export a\\|b` | 420 ms | ≤ 300 ms: EXCEEDED |');
    expect(table).toContain('| `api reads` | 900 req/s | ≥ 500 req/s: holds |');
    expect(table).toContain('| `lazy chunk count` | 112 files |  |');
    expect(table).toContain('1/12/2026');
  });

  it('replaces only what is between the markers, and docs/performance.md has them', () => {
    const page = 'intro\n<!-- bench:table:start -->\nold\n<!-- bench:table:end -->\nnotes';
    expect(withTable(page, 'new')).toBe(
      'intro\n<!-- bench:table:start -->\n\nnew\n\n<!-- bench:table:end -->\nnotes',
    );
    expect(() => withTable('no markers', 'new')).toThrow(/bench:table/);
    const performance = readFileSync(new URL('../docs/performance.md', import.meta.url), 'utf8');
    expect(() => withTable(performance, 'new')).not.toThrow();
  });
});
