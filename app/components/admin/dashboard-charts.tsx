/**
 * The dashboard's charts: the chart library arrives in its own chunk when the dashboard draws it
 * (React's `lazy`), never with a public page. Every chart is a figure with its table beside it, the
 * text alternative screen readers read (the canvas is hidden from them) and anyone may open.
 */
import { lazy, type ReactNode, Suspense } from "react";
import { loadWithTimeout } from "../../lib/lazy-reload.ts";
import type { BarChartProps } from "./bar-chart.tsx";

const BarChart = lazy(() => loadWithTimeout(() => import("./bar-chart.tsx")));

export function ChartFigure({
  title,
  chart,
  table,
}: {
  title: string;
  chart: BarChartProps;
  /** The same figures as a table. */
  table: ReactNode;
}) {
  return (
    <figure className="dashboard-chart">
      <figcaption>{title}</figcaption>
      <Suspense fallback={<div className="dashboard-chart-canvas" aria-hidden="true" />}>
        <BarChart {...chart} />
      </Suspense>
      <details className="dashboard-chart-table">
        <summary>{title}: as a table</summary>
        {table}
      </details>
    </figure>
  );
}
