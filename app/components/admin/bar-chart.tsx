/**
 * A bar chart drawn by uPlot (a small canvas chart library), for the admin dashboard only: it is
 * imported on demand by ./dashboard-charts.tsx, so its code and styles stay out of every public page.
 * Series are drawn in order over each other, so a series of larger values given first and a smaller
 * one after reads as a stacked bar (taken spaces, with the paid part inside). The canvas is hidden from
 * screen readers: the dashboard shows the same figures as a table beside it.
 */
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export type BarSeries = { label: string; values: number[]; colour: string };

export type BarChartProps = {
  /** One label per bar (a month, a departure day), and what they are ("Month"). */
  labels: string[];
  labelName: string;
  series: BarSeries[];
  /** How a value reads on the axis and in the legend (e.g. "THB 12,000", "6 of 12"). */
  format: (value: number) => string;
  height?: number;
};

/** Steps between labelled bars, and between values on the value axis: whole numbers only. */
const STEPS = Array.from({ length: 12 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat();

export default function BarChart({ labels, labelName, series, format, height = 240 }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const bars = uPlot.paths.bars!({ size: [0.6, 64] });
    const options = (width: number): uPlot.Options => ({
      width,
      height,
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: false, range: [-0.5, labels.length - 0.5] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
      },
      axes: [
        {
          // Whole steps, far enough apart that the labels never overlap on a phone.
          incrs: STEPS,
          space: 56,
          values: (_u, splits) =>
            splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? "") : "")),
        },
        { incrs: STEPS, values: (_u, splits) => splits.map(format), size: 96 },
      ],
      series: [
        { label: labelName, value: (_u, index) => labels[Math.round(index)] ?? "" },
        ...series.map((item) => ({
          label: item.label,
          fill: item.colour,
          stroke: item.colour,
          paths: bars,
          points: { show: false },
          value: (_u: uPlot, value: number | null) => (value === null ? "" : format(value)),
        })),
      ],
    });
    const data: uPlot.AlignedData = [labels.map((_, index) => index), ...series.map((item) => item.values)];
    const chart = new uPlot(options(element.clientWidth || 320), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, labelName, series, format, height]);

  return <div ref={box} className="dashboard-chart-canvas" aria-hidden="true" />;
}
