// The performance table of docs/performance.md, written from bench/report.json by a full
// `pnpm bench` (between the bench:table markers), so the figures there are the last run's, not
// copied by hand.
import { readFileSync, writeFileSync } from 'node:fs';

const START = '<!-- bench:table:start -->';
const END = '<!-- bench:table:end -->';

const cell = (text) => String(text).replaceAll('|', '\\|');

/** The report as a Markdown table: each figure, its value and its budget (held or not). */
export function performanceTable(report, { measuredOn }) {
  const rows = report.map((entry) => {
    const budget =
      entry.budget === undefined
        ? ''
        : `${entry.budgetIs === 'minimum' ? '≥' : '≤'} ${entry.budget} ${entry.unit}: ${
            entry.holds ? 'holds' : 'EXCEEDED'
          }`;
    // In code spans: names such as `embed <figura-editor> …` are not HTML.
    return `| \`${cell(entry.name)}\` | ${entry.value} ${entry.unit} | ${budget} |`;
  });
  return [
    `Written by \`pnpm bench\` from \`bench/report.json\`, ${measuredOn}.`,
    '',
    '| figure | value | budget |',
    '| --- | --: | --- |',
    ...rows,
  ].join('\n');
}

/** `markdown` with the text between the table markers replaced by `table`. */
export function withTable(markdown, table) {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`no ${START} … ${END} in the performance page`);
  return `${markdown.slice(0, start + START.length)}\n\n${table}\n\n${markdown.slice(end)}`;
}

/** Rewrites the table in `file` from `report`, formatted as the repository's Prettier wants. */
export async function writePerformanceTable(file, report, measuredOn) {
  const prettier = await import('prettier');
  const text = withTable(readFileSync(file, 'utf8'), performanceTable(report, { measuredOn }));
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
