import { loadChartTools, type ChartTools } from '@figura/sdk-core/editor';
import { useLoaded } from '../../ui/use-loaded';

/** The chart drawing and table reading, once their on-demand chunk has loaded. */
export function useChartTools(): ChartTools | null {
  return useLoaded(loadChartTools);
}
