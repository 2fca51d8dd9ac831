import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Locale } from '@brids/contracts';
import type { Company, FinancialStatement } from '@brids/contracts/research';
import { FINANCIAL_PERIODS, type FinancialPeriod } from '@brids/contracts/research/constants';
import { useRenderedInBrowser } from '@brids/platform/browser-only';
import { oneOfParam } from '@brids/platform/list';
import { useNearViewport } from '@brids/platform/near-viewport';
import { Tabs } from '@brids/ui/tabs';
import { signedPercent } from '../../components/changes.ts';
import { financialValue, periodLabel } from './financial-format.ts';
import { Table } from '../../components/table.tsx';
import { NS } from '../../i18n/index.ts';
import {
  change, CHART_LINES, comparison, COMPARISON_LINES, LINES, periodsOf, STATEMENTS, type StatementKind,
} from './statements.ts';

const FinancialChart = lazy(() => import('./financial-chart.tsx'));

/**
 * The chart's code loads and draws when its figure comes within this of the screen (about a phone's
 * screen below it): below the first view on a phone, it is no part of loading the page (nor of its time
 * to interactive), and a visitor scrolling down finds it drawn.
 */
const CHART_MARGIN = '0px 0px 800px 0px';

/**
 * The financial overview: five statements, per year or per 3 months, and a chart of the main lines. The
 * statement and the period start from the URL (`?period=quarterly&statement=balance`): every choice is also a
 * link to the page showing it, which the server renders, so a reader without JavaScript (or before the
 * page's scripts run) reads every statement; with them, a choice switches in the page.
 */
export function FinancialOverview({ company, rows, locale }: { company: Company; rows: FinancialStatement[]; locale: Locale }) {
  const { t } = useTranslation(NS);
  const { search } = useLocation();
  const scripted = useRenderedInBrowser();
  const [period, setPeriod] = useState(() => oneOfParam(new URL(search, 'http://site'), 'period', FINANCIAL_PERIODS) ?? 'annual');
  const [statement, setStatement] = useState(() => oneOfParam(new URL(search, 'http://site'), 'statement', STATEMENTS) ?? 'income');
  const hrefOf = (p: FinancialPeriod, s: StatementKind) => `?period=${p}&statement=${s}#financials`;
  const periods = useMemo(() => periodsOf(rows, period), [rows, period]);
  const figure = useRef<HTMLElement>(null);
  const ready = useNearViewport(figure, CHART_MARGIN);
  const words = t('financial', { returnObjects: true });
  const labels = useMemo(() => {
    const lines = t('financial.line', { returnObjects: true });
    return Object.fromEntries(CHART_LINES.map((k) => [k, lines[k]]));
  }, [t]);
  const periodName = words[period];
  const caption = t('financial.caption', { statement: words.statement[statement], company: company.ticker, period: periodName });

  // in the chart's room (`.research-chart__plot`), so the drawing shifts nothing below it
  const chartLoading = (
    <div className="research-chart__plot">
      <p className="research-loading">{t('financial.chartLoading')}</p>
    </div>
  );
  let table;
  if (statement === 'comparison') {
    const pair = comparison(periods);
    table = pair ? (
      <Table
        caption={caption}
        head={[t('financial.item'), periodLabel(pair.previous.period, locale), periodLabel(pair.latest.period, locale), t('financial.change')]}
        numeric={[1, 2, 3]}
      >
        {COMPARISON_LINES.map((key) => {
          const delta = change(pair.previous[key], pair.latest[key]);
          return (
            <tr key={key}>
              <th scope="row">{words.line[key]}</th>
              <td className="research-num">{financialValue(key, pair.previous[key], locale)}</td>
              <td className="research-num">{financialValue(key, pair.latest[key], locale)}</td>
              <td className={`research-num ${delta !== null && delta < 0 ? 'research-down' : 'research-up'}`}>{delta === null ? '–' : signedPercent(delta, locale)}</td>
            </tr>
          );
        })}
      </Table>
    ) : null;
  } else {
    table = (
      <Table caption={caption} head={[t('financial.item'), ...periods.map((p) => periodLabel(p.period, locale))]} numeric={periods.map((_, i) => i + 1)}>
        {LINES[statement].map((key) => (
          <tr key={key}>
            <th scope="row">{words.line[key]}</th>
            {periods.map((p) => (
              <td key={p.period} className="research-num">
                {financialValue(key, p[key], locale)}
              </td>
            ))}
          </tr>
        ))}
      </Table>
    );
  }

  return (
    <section className="ui-section research-company-section" id="financials" aria-labelledby="financials-title">
      <h2 id="financials-title">{t('financial.title')}</h2>
      <div className="research-switch" role="group" aria-label={t('financial.period')}>
        {FINANCIAL_PERIODS.map((p) =>
          scripted ? (
            <button key={p} type="button" aria-pressed={period === p} onClick={() => setPeriod(p)}>
              {words[p]}
            </button>
          ) : (
            <a key={p} href={hrefOf(p, statement)} aria-current={period === p || undefined}>
              {words[p]}
            </a>
          ),
        )}
      </div>
      <p className="research-note">{t('financial.unitNote')}</p>
      <Tabs
        label={t('financial.statements')}
        selected={statement}
        onSelect={(id) => setStatement(id as StatementKind)}
        items={STATEMENTS.map((s) => ({ id: s, label: words.statement[s], href: hrefOf(period, s) }))}
      >
        {table}
      </Tabs>
      <figure ref={figure} className="research-chart ui-needs-script">
        <figcaption>
          {t('financial.chart')}: {CHART_LINES.map((k) => labels[k]).join(', ')} ({periodName})
        </figcaption>
        {ready ? (
          <Suspense fallback={chartLoading}>
            <FinancialChart rows={periods} lines={CHART_LINES} labels={labels} locale={locale} />
          </Suspense>
        ) : (
          chartLoading
        )}
      </figure>
    </section>
  );
}
