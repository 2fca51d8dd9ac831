import { useMemo } from 'react';
import type uPlot from 'uplot';
import { LOCALE_TAGS, type Locale } from '@brids/contracts';
import type { FinancialStatement } from '@brids/contracts/research';
import { formatNumber } from '@brids/i18n';
import { cssToken, Plot, type PlotChart } from '@brids/ui/plot';
import { periodLabel, type FinancialKey } from './financial-format.ts';

const HEIGHT = 260;
const COLORS = ['--color-brand', '--color-accent', '--color-success'];

/**
 * The main lines over the periods, drawn with uPlot (the library the tools remote uses), loaded after the
 * first paint. Every figure is in the table above it, so the canvas is hidden from screen readers.
 */
export default function FinancialChart({ rows, lines, labels, locale }: { rows: FinancialStatement[]; lines: FinancialKey[]; labels: Record<string, string>; locale: Locale }) {
  const chart = useMemo((): PlotChart | null => {
    if (rows.length === 0) return null;
    const compact = new Intl.NumberFormat(LOCALE_TAGS[locale], { notation: 'compact', maximumFractionDigits: 1 });
    return {
      options: {
        height: HEIGHT,
        scales: { x: { time: false } },
        series: [
          { label: '', value: (_, i) => (i === null ? '' : periodLabel(rows[i]?.period ?? '', locale)) },
          ...lines.map((key, i) => ({
            label: labels[key] ?? key,
            stroke: cssToken(COLORS[i % COLORS.length]!, '#0b4fa3'),
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
      data: [rows.map((_, i) => i), ...lines.map((key) => rows.map((r) => r[key]))],
    };
  }, [rows, lines, labels, locale]);
  return <Plot chart={chart} className="research-chart__plot" />;
}
