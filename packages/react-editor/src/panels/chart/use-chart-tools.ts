import { useEffect, useState } from 'react';
import { loadChartTools, type ChartTools } from '@figura/sdk-core/editor';

/** The chart drawing and table reading, once their on-demand chunk has loaded. */
export function useChartTools(): ChartTools | null {
  const [tools, setTools] = useState<ChartTools | null>(null);
  useEffect(() => {
    let live = true;
    void loadChartTools().then((loaded) => {
      if (live) setTools(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return tools;
}
