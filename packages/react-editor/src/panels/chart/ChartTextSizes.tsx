import { useId } from 'react';
import {
  chartTextSizesMeeting,
  profileLabel,
  slidePixelsPerUnit,
  type ChartChange,
  type JournalProfile,
} from '@figura/sdk-core/editor';
import { FONT_FAMILIES } from '@figura/sdk-core/fonts';
import { CHART_TEXT_SIZE_RANGE, DEFAULT_CHART_FONT, chartKindDraws } from '@figura/sdk-core/model';
import type { ChartElement } from '@figura/sdk-core/schema';
import { useTranslation } from '../../i18n/translation';
import { NumberField } from '../../ui/NumberField';

const PARTS = ['ticks', 'labels', 'titles', 'legend'] as const;
type Part = (typeof PARTS)[number];

/**
 * The chart's typeface and text sizes (ticks, labels, titles, legend) in px as they show on the slide: the
 * drawing is scaled to the chart's box, so a size is kept in the drawing's units and shown
 * multiplied by the box's scale.
 */
export function ChartTextSizes(props: {
  chart: ChartElement;
  /** The slide's size and the profile Preflight checks it for: "Fit to" sizes text for it. */
  slide: { width: number; height: number };
  profile: JournalProfile;
  apply: (change: ChartChange, mergeKey?: string) => void;
  /** A merge key per visit to a field: typing a size is one undo step. */
  gesture: () => string;
  onFieldFocus: () => void;
  /** Whether the chart draws a legend (a pie, or two or more series on axes). */
  legend: boolean;
}) {
  const { chart, apply } = props;
  const axes = chartKindDraws(chart.chartKind).axes;
  const { t } = useTranslation('editor');
  const id = useId();
  // Slide px per drawing unit.
  const scale = slidePixelsPerUnit(chart);
  const shown = (part: Part) => Math.round(chart.textSizes[part] * scale * 10) / 10;
  // The field keeps px within the range's bounds (rounded inwards), so px / scale is in range.
  const set = (part: Part, px: number) =>
    apply({ textSizes: { ...chart.textSizes, [part]: px / scale } }, props.gesture());
  const fit = chartTextSizesMeeting(props.profile, props.slide, chart.textSizes, scale);
  const fits = PARTS.every((part) => fit.sizes[part] === chart.textSizes[part]);
  // Without a journal, the rule is the person's own print settings, not a profile named "Custom".
  const own = props.profile.kind === 'custom';
  const words = { profile: profileLabel(props.profile, t), min: props.profile.minFontPt };
  const face = chart.fontFamily ?? DEFAULT_CHART_FONT;
  return (
    <fieldset className="figura-chart-text-sizes">
      <legend>{t('chart.textSizes')}</legend>
      <div className="figura-chart-fields">
        <label htmlFor={`${id}-face`}>{t('chart.fontFamily')}</label>
        <select
          id={`${id}-face`}
          className="figura-input"
          value={face}
          onChange={(event) => apply({ fontFamily: event.target.value })}
        >
          {FONT_FAMILIES.some((family) => family.name === face) ? null : (
            <option value={face}>{face}</option>
          )}
          {FONT_FAMILIES.map((family) => (
            <option key={family.name} value={family.name}>
              {family.name}
            </option>
          ))}
        </select>
        {/* Sizes the chart would not use are not offered: a pie has no axes, one series no legend. */}
        {PARTS.filter((part) => (part === 'legend' ? props.legend : axes)).map((part) => (
          <NumberField
            key={part}
            label={t(`chart.textSize.${part}`)}
            unit="px"
            value={shown(part)}
            step={0.5}
            min={Math.ceil(CHART_TEXT_SIZE_RANGE.min * scale * 10) / 10}
            max={Math.floor(CHART_TEXT_SIZE_RANGE.max * scale * 10) / 10}
            onFocus={props.onFieldFocus}
            onCommit={(px) => set(part, px)}
          />
        ))}
      </div>
      {/* Met, it is a fact to read (a disabled button read as a field one could not use). */}
      {fits ? (
        <p className="figura-chart-fits" role="status">
          {own ? t('chart.meetsOwn', words) : t('chart.meetsProfile', words)}
        </p>
      ) : (
        <button
          type="button"
          className="figura-button figura-secondary"
          disabled={!fit.reachable}
          onClick={() => apply({ textSizes: fit.sizes })}
        >
          {own ? t('chart.fitOwn', words) : t('chart.fitProfile', words)}
        </button>
      )}
      {fit.reachable ? null : (
        <p className="figura-chart-hint">
          {own ? t('chart.tooSmallForOwn', words) : t('chart.tooSmallForProfile', words)}
        </p>
      )}
    </fieldset>
  );
}
