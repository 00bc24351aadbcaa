import { useId, useRef } from 'react';
import { useStore } from 'zustand';
import { updateChart, type ChartChange, type EditorEngine } from '@figura/sdk-core/editor';
import {
  CHART_ERROR_BARS,
  CHART_KINDS,
  chartKindDraws,
  type ChartErrorBars,
  type ChartKind,
} from '@figura/sdk-core/model';
import type { ChartElement } from '@figura/sdk-core/schema';
import { useTranslation } from '../../i18n/translation';
import { CHART_CSS } from './chart-styles';
import { ChartDataGrid } from './ChartDataGrid';
import { ChartTextSizes } from './ChartTextSizes';
import { useChartTools } from './use-chart-tools';
import { useStyleSheet } from '../../ui/use-style-sheet';
import { useGesture } from '../../ui/use-gesture';

export interface ChartPropertiesProps {
  editor: EditorEngine;
  elementId: string;
}

/**
 * The selected chart: kind, error bars, replicate grouping, axis titles, its data grid and series
 * colours. Each change re-draws the chart in place as one undo step (a typing run merges).
 */
export default function ChartProperties({ editor, elementId }: ChartPropertiesProps) {
  const { store, t: common } = editor;
  const { t } = useTranslation('editor');
  const tools = useChartTools();
  const rootRef = useRef<HTMLElement>(null);
  const gesture = useGesture();
  const ids = {
    heading: useId(),
    kind: useId(),
    errors: useId(),
    replicates: useId(),
    x: useId(),
    y: useId(),
    hint: useId(),
  };
  useStyleSheet(rootRef, 'chart', CHART_CSS);
  const chart = useStore(store, (state) =>
    state.document.elements.find(
      (candidate): candidate is ChartElement =>
        candidate.id === elementId && candidate.type === 'chart',
    ),
  );
  const slideWidth = useStore(store, (state) => state.document.width);
  const slideHeight = useStore(store, (state) => state.document.height);
  // The profile Preflight checks for (a re-render when it changes).
  useStore(editor.preflight.state, (state) => state.profileId);
  useStore(editor.preflight.state, (state) => state.custom);
  if (!chart || !tools) return null;
  const slide = { width: slideWidth, height: slideHeight };

  const apply = (change: ChartChange, mergeKey?: string) => {
    updateChart(store, elementId, change, common, mergeKey).catch((error: unknown) =>
      editor.reportError('load', error),
    );
  };
  const typing = { onFocus: () => gesture.start() };
  const columns = chart.data.series.length;
  const pie = chart.chartKind === 'pie';
  const draws = chartKindDraws(chart.chartKind);
  // Pie slices are the rows; every other kind colours its series.
  const swatches = (
    pie ? chart.data.rows.map((row) => row.label) : tools.chartSeries(chart).map((s) => s.name)
  ).slice(0, 50);
  const setColour = (index: number, colour: string) => {
    const colours = swatches.map((_, i) => tools.colourAt(chart.colours, i));
    colours[index] = colour;
    apply({ colours }, gesture.current);
  };

  return (
    <section
      ref={rootRef}
      className="figura-chart-properties"
      aria-labelledby={ids.heading}
      data-testid="chart-properties"
    >
      <h2 id={ids.heading}>{t('chart.title')}</h2>
      <div>
        <div className="figura-chart-fields">
          <label htmlFor={ids.kind}>{t('chart.kind')}</label>
          <select
            id={ids.kind}
            className="figura-input"
            value={chart.chartKind}
            onChange={(event) => apply({ chartKind: event.target.value as ChartKind })}
          >
            {CHART_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`chart.kinds.${kind}`)}
              </option>
            ))}
          </select>
          <label htmlFor={ids.replicates}>{t('chart.replicates')}</label>
          <select
            id={ids.replicates}
            className="figura-input"
            value={chart.replicates}
            onChange={(event) => apply({ replicates: Number(event.target.value) })}
          >
            {Array.from({ length: columns }, (_, i) => i + 1)
              .filter((count) => columns % count === 0)
              .map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
          </select>
          {draws.errorBars && (
            <>
              <label htmlFor={ids.errors}>{t('chart.errorBars')}</label>
              <select
                id={ids.errors}
                className="figura-input"
                value={chart.errorBars}
                onChange={(event) => apply({ errorBars: event.target.value as ChartErrorBars })}
              >
                {CHART_ERROR_BARS.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`chart.errorBarModes.${mode}`)}
                  </option>
                ))}
              </select>
            </>
          )}
          {draws.axes && (
            <>
              <label htmlFor={ids.x}>{t('chart.xTitle')}</label>
              <input
                id={ids.x}
                className="figura-input"
                value={chart.xTitle}
                maxLength={200}
                aria-describedby={ids.hint}
                {...typing}
                onChange={(event) => apply({ xTitle: event.target.value }, gesture.current)}
              />
              <label htmlFor={ids.y}>{t('chart.yTitle')}</label>
              <input
                id={ids.y}
                className="figura-input"
                value={chart.yTitle}
                maxLength={200}
                aria-describedby={ids.hint}
                {...typing}
                onChange={(event) => apply({ yTitle: event.target.value }, gesture.current)}
              />
            </>
          )}
        </div>
        {draws.axes && (
          <p id={ids.hint} className="figura-chart-hint">
            {t('chart.titleHint')}
          </p>
        )}
        <ChartTextSizes
          chart={chart}
          slide={slide}
          profile={editor.preflight.profile()}
          apply={apply}
          gesture={() => gesture.current}
          onFieldFocus={() => gesture.start()}
          legend={tools.chartHasLegend(chart)}
        />
        <h3>{t('chart.data')}</h3>
        <ChartDataGrid tools={tools} chart={chart} apply={apply} />
        <h3>{t('chart.colours')}</h3>
        <div className="figura-chart-colours" role="group" aria-label={t('chart.colours')}>
          {swatches.map((name, index) => (
            <input
              key={index}
              type="color"
              value={tools.colourAt(chart.colours, index).toLowerCase()}
              aria-label={t('chart.colour', { name: name || String(index + 1) })}
              {...typing}
              onChange={(event) => setColour(index, event.target.value)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
