import { useMemo } from 'react';
import type uPlot from 'uplot';
import { LOCALE_TAGS, type Locale } from '@brids/contracts';
import { formatRupiah } from '@brids/i18n';
import { cssToken, Plot, type PlotChart } from '@brids/ui/plot';
import type { Plan, YearRow } from './formulas.ts';

interface Props {
  plan: Plan;
  rows: YearRow[];
  locale: Locale;
  labels: { invested: string; value: string; year: string };
}

const HEIGHT = 280;

/**
 * Invested and value over the years, drawn with uPlot (canvas). The figures are all in the table
 * beside it, so the drawing is hidden from screen readers; the legend follows the cursor.
 */
export default function GrowthChart({ plan, rows, locale, labels }: Props) {
  const chart = useMemo((): PlotChart => {
    const compact = new Intl.NumberFormat(LOCALE_TAGS[locale], { notation: 'compact', maximumFractionDigits: 1 });
    const brand = cssToken('--color-brand', '#0b4fa3');
    const muted = cssToken('--color-muted', '#5b6475');
    const data: uPlot.AlignedData = [
      [0, ...rows.map((r) => r.year)],
      [plan.initial, ...rows.map((r) => r.invested)],
      [plan.initial, ...rows.map((r) => r.value)],
    ];
    // Off the chart, the legend shows the final year's figures.
    const last = (series: number) => data[series]![data[series]!.length - 1] ?? 0;
    const rupiah = (series: number) => (_: uPlot, value: number | null) => formatRupiah(value ?? last(series), locale);
    return {
      options: {
        height: HEIGHT,
        // Amounts start at zero, so the gap between the lines reads as the return.
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.05 : 1] } },
        series: [
          { label: labels.year, value: (_, value) => String(value ?? last(0)) },
          { label: labels.invested, stroke: muted, width: 2, dash: [6, 4], value: rupiah(1) },
          { label: labels.value, stroke: brand, width: 3, fill: `${brand}22`, value: rupiah(2) },
        ],
        axes: [
          { incrs: [1, 2, 5, 10, 20, 25], values: (_, ticks) => ticks.map((v) => String(v)) },
          { size: 72, values: (_, ticks) => ticks.map((v) => `Rp${compact.format(v)}`) },
        ],
        cursor: { drag: { x: false, y: false } },
      },
      data,
    };
  }, [plan, rows, locale, labels]);
  return <Plot chart={chart} className="calc-chart__plot" />;
}
