import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { ChartChange, ChartTools } from '@figura/sdk-core/editor';
import type { ChartData, ChartElement } from '@figura/sdk-core/schema';
import { useTranslation } from '../../i18n/translation';
import { useGesture } from '../../ui/use-gesture';

type Grid = string[][];
type Problem = ReturnType<ChartTools['readTable']>['problems'][number];

/** Every row as wide as the widest, so the grid is a rectangle. */
function rectangular(cells: Grid): Grid {
  const width = Math.max(2, ...cells.map((row) => row.length));
  return cells.map((row) => [...row, ...Array<string>(width - row.length).fill('')]);
}

export interface ChartDataGridProps {
  tools: ChartTools;
  chart: ChartElement;
  apply: (change: ChartChange, gesture?: string) => void;
}

/**
 * The chart's data as cells to type in or paste a spreadsheet's table over. Cells that are not
 * numbers are flagged and listed; the chart keeps its last good data until they are fixed.
 */
export function ChartDataGrid({ tools, chart, apply }: ChartDataGridProps) {
  const { t } = useTranslation('editor');
  const tableOptions = { unnamedSeries: (number: number) => t('chart.unnamedSeries', { number }) };
  const [cells, setCells] = useState<Grid>(() => tools.tableOf(chart.data, ''));
  const [problems, setProblems] = useState<Problem[]>([]);
  const shown = useRef<ChartData>(chart.data);
  const gesture = useGesture();

  // Data changed elsewhere (undo, redo): show it, keeping the labels' header the user typed.
  useEffect(() => {
    if (chart.data === shown.current) return;
    shown.current = chart.data;
    setCells((previous) => tools.tableOf(chart.data, previous[0]?.[0] ?? ''));
    setProblems([]);
  }, [chart.data, tools]);

  // A paste with bad cells: what it sets besides the data (replicates, error bars, the x title)
  // waits for the cells to be fixed.
  const pendingPaste = useRef<((data: ChartData) => ChartChange) | null>(null);

  const commit = (
    next: Grid,
    change: (data: ChartData) => ChartChange,
    mergeKey?: string,
    reading = tools.readTable(next, tools.detectDecimalMark(next, '\t'), tableOptions),
  ) => {
    setCells(next);
    setProblems(reading.problems);
    if (!reading.data) return;
    shown.current = reading.data;
    const pasted = pendingPaste.current;
    pendingPaste.current = null;
    apply(pasted ? pasted(reading.data) : change(reading.data), pasted ? undefined : mergeKey);
  };

  const edit = (row: number, column: number, value: string) => {
    const next = cells.map((cellsOfRow, index) =>
      index === row ? cellsOfRow.map((cell, c) => (c === column ? value : cell)) : cellsOfRow,
    );
    commit(next, (data) => ({ data }), gesture.current);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = event.clipboardData.getData('text/plain');
    // One cell's worth goes into the focused cell as usual.
    if (!/[\t\n\r]/.test(text.trim())) return;
    event.preventDefault();
    const reading = tools.readPastedTable(text, tableOptions);
    const pasted = rectangular(reading.cells);
    const labelsHeader = pasted[0]?.[0]?.trim() ?? '';
    pendingPaste.current = (data) => {
      const replicates = tools.detectReplicates(data.series);
      const oneSeries = data.series.length / replicates === 1;
      return {
        data,
        replicates,
        ...(replicates > 1 && chart.errorBars === 'none' ? { errorBars: 'sd' as const } : {}),
        ...(oneSeries && /_bar$/.test(chart.chartKind) ? { chartKind: 'bar' as const } : {}),
        ...(!chart.xTitle && labelsHeader ? { xTitle: labelsHeader } : {}),
      };
    };
    commit(pasted, (data) => ({ data }), undefined, reading);
  };

  const resize = (rows: number, columns: number) => {
    const width = Math.max(2, (cells[0]?.length ?? 2) + columns);
    const grown =
      rows > 0
        ? [...cells, Array<string>(width).fill('')]
        : cells.slice(0, rows < 0 ? -1 : undefined);
    const next = grown.map((row) => {
      if (columns < 0) return row.slice(0, width);
      if (columns > 0) return [...row, ''];
      return row;
    });
    commit(rectangular(next), (data) => ({ data }));
  };

  // Enter and the down arrow move down a row, Shift+Enter and the up arrow up, as in a spreadsheet.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const up = event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey);
    const down = event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey);
    if (!up && !down) return;
    event.preventDefault();
    const table = event.currentTarget.closest('table');
    const next = table?.querySelector<HTMLInputElement>(
      `input[data-row="${row + (up ? -1 : 1)}"][data-column="${column}"]`,
    );
    next?.focus();
  };

  const invalid = (row: number, column: number) =>
    problems.some((problem) => problem.row === row && problem.column === column);
  const header = cells[0] ?? [];
  const columnName = (column: number) => header[column]?.trim() || String(column);

  const cellInput = (row: number, column: number, label: string) => (
    <input
      value={cells[row]?.[column] ?? ''}
      aria-label={label}
      aria-invalid={invalid(row, column)}
      inputMode={row > 0 && column > 0 ? 'decimal' : undefined}
      data-row={row}
      data-column={column}
      onFocus={() => gesture.start()}
      onChange={(event) => edit(row, column, event.target.value)}
      onKeyDown={(event) => onKeyDown(event, row, column)}
    />
  );

  return (
    <div>
      <p className="figura-chart-hint">{t('chart.dataHint')}</p>
      <div className="figura-chart-grid-wrap" onPaste={onPaste} data-testid="chart-grid">
        <table className="figura-chart-grid" aria-label={t('chart.grid')}>
          <thead>
            <tr>
              {header.map((_, column) => (
                <th key={column} scope="col">
                  {cellInput(
                    0,
                    column,
                    column === 0 ? t('chart.labelsHeader') : t('chart.header', { column }),
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cells.slice(1).map((row, index) => (
              <tr key={index}>
                {row.map((_, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {cellInput(index + 1, 0, t('chart.rowLabel', { row: index + 1 }))}
                    </th>
                  ) : (
                    <td key={column}>
                      {cellInput(
                        index + 1,
                        column,
                        t('chart.cell', { row: index + 1, column: columnName(column) }),
                      )}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="figura-chart-grid-actions">
        <button
          type="button"
          className="figura-button figura-secondary"
          onClick={() => resize(1, 0)}
        >
          {t('chart.addRow')}
        </button>
        <button
          type="button"
          className="figura-button figura-secondary"
          disabled={cells.length <= 2}
          onClick={() => resize(-1, 0)}
        >
          {t('chart.removeRow')}
        </button>
        <button
          type="button"
          className="figura-button figura-secondary"
          onClick={() => resize(0, 1)}
        >
          {t('chart.addColumn')}
        </button>
        <button
          type="button"
          className="figura-button figura-secondary"
          disabled={header.length <= 2}
          onClick={() => resize(0, -1)}
        >
          {t('chart.removeColumn')}
        </button>
      </div>
      {problems.length > 0 ? (
        <div role="alert" className="figura-chart-problems">
          {t('chart.problems')}
          <ul>
            {problems.map(({ row, column, reason }) => (
              <li key={`${row}:${column}`}>
                {t(`chart.problem.${reason}`, {
                  row,
                  column: columnName(column),
                  value: cells[row]?.[column] ?? '',
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
