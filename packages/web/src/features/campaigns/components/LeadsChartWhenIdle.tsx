import { Text } from '@mantine/core';
import { startTransition, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import { CHART_HEIGHT } from './chart-size';
import type { LeadsChart } from './LeadsChart';
import type { LeadsDay } from './leads-series';
import { BlockSkeleton } from '../../../components/PageSkeleton';

/** How long the chart waits for the browser to be idle before it is drawn anyway, in ms. */
const IDLE_TIMEOUT_MS = 2000;

type Drawn = { Chart: typeof LeadsChart; width: number } | 'failed' | null;

/**
 * The leads chart, drawn once the page has painted and the browser is idle; a placeholder of the
 * chart's size holds its place meanwhile, so nothing moves (docs/decisions.md, "Performance
 * budgets"). Recharts (the largest part of a dashboard's code) is fetched then, and the chart's
 * first render is a transition that React splits into short tasks, where a page rendering it with
 * the figures blocked a phone's main thread for seconds. It starts at the placeholder's measured
 * width, so Recharts' container does not draw it a second time once it has measured itself.
 */
export function LeadsChartWhenIdle({ days }: { days: readonly LeadsDay[] }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<Drawn>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      import('./LeadsChart').then(
        ({ LeadsChart: Chart }) => {
          const width = Math.round(placeholder.current?.getBoundingClientRect().width ?? 0);
          if (live) startTransition(() => setDrawn({ Chart, width }));
        },
        () => live && setDrawn('failed'),
      );
    }, IDLE_TIMEOUT_MS);
    return () => {
      live = false;
      cancel();
    };
  }, []);
  if (drawn === 'failed') {
    return (
      <Text c="dimmed" ta="center" py="xl" h={CHART_HEIGHT}>
        The chart could not be loaded. Reload the page to try again.
      </Text>
    );
  }
  if (!drawn) return <BlockSkeleton ref={placeholder} height={CHART_HEIGHT} label="Loading chart" />;
  return <drawn.Chart days={days} width={drawn.width} />;
}
