import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** What a uPlot chart draws; its width is the box's. */
export interface PlotChart {
  options: Omit<uPlot.Options, 'width'>;
  data: uPlot.AlignedData;
}

/**
 * A uPlot canvas as wide as its box, redrawn when `chart` changes (memoise it) and resized with the box.
 * Hidden from screen readers: every figure must also be in a table beside it.
 */
export function Plot({ chart, className }: { chart: PlotChart | null; className: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !chart) return;
    const plot = new uPlot({ ...chart.options, width: element.clientWidth }, chart.data, element);
    const observer = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: chart.options.height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [chart]);
  return <div ref={box} className={className} aria-hidden="true" />;
}

/** A design token's value (a CSS custom property of the document), or `fallback` when it is not set. */
export function cssToken(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}
