import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { LOCALE_TAGS, type Locale } from '@brids/contracts';
import type { FinancialStatement } from '@brids/contracts/research';
import { formatNumber } from '@brids/i18n';
import { periodLabel, type FinancialKey } from '../../components/format.ts';

const HEIGHT = 260;
const COLORS = ['--color-brand', '--color-accent', '--color-success'];

function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * The main lines over the periods, drawn with uPlot (the library the tools remote uses), loaded after the
 * first paint. Every figure is in the table above it, so the canvas is hidden from screen readers.
 */
export default function FinancialChart({ rows, lines, labels, locale }: { rows: FinancialStatement[]; lines: FinancialKey[]; labels: Record<string, string>; locale: Locale }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || rows.length === 0) return;
    const compact = new Intl.NumberFormat(LOCALE_TAGS[locale], { notation: 'compact', maximumFractionDigits: 1 });
    const data: uPlot.AlignedData = [rows.map((_, i) => i), ...lines.map((key) => rows.map((r) => r[key]))];
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        scales: { x: { time: false } },
        series: [
          { label: '', value: (_, i) => (i === null ? '' : periodLabel(rows[i]?.period ?? '', locale)) },
          ...lines.map((key, i) => ({
            label: labels[key] ?? key,
            stroke: token(COLORS[i % COLORS.length]!, '#0b4fa3'),
            width: 2,
            value: (_: uPlot, v: number | null) => (v === null ? '' : formatNumber(v, locale)),
          })),
        ],
        axes: [
          { values: (_, ticks) => ticks.map((v) => (Number.isInteger(v) ? periodLabel(rows[v]?.period ?? '', locale) : '')) },
          { size: 64, values: (_, ticks) => ticks.map((v) => compact.format(v)) },
        ],
        cursor: { drag: { x: false, y: false } },
      },
      data,
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [rows, lines, labels, locale]);
  return <div ref={box} className="research-chart__plot" aria-hidden="true" />;
}
