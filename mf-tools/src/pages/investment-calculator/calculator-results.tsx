import { lazy, Suspense, useEffect, useMemo, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { CALCULATOR_FIELDS } from '@brids/contracts/tools/constants';
import { formatNumber, formatRupiah } from '@brids/i18n';
import { Facts, type Fact } from '@brids/ui';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { PrintButton } from '../../components/print-button.tsx';
import { Loading } from '../../components/remote-status.tsx';
import { calculatorResultsCatalog } from '../../i18n/calculator-results/index.ts';
import { NS } from '../../i18n/ns.ts';
import type { Submitted } from './calculator-store.ts';
import { FIELD_KIND } from './fields.ts';
import { formatFieldValue } from './format-value.ts';
import { calculate, type CalculatorResult, type CalculatorValues } from './formulas.ts';
import { FIELD_LABEL, MODE_TEXT, STRATEGY_TEXT } from './labels.ts';

/** The words of this chunk (the page's loader does not load them: they come with the results). */
export const catalogs = [calculatorResultsCatalog];

// The charting library loads only with a result, never with the page's first view.
const GrowthChart = lazy(() => import('./growth-chart.tsx'));

interface Props {
  result: CalculatorResult;
  /** The inputs of the calculation, shown with it (the printout has no form). */
  values: CalculatorValues;
  locale: Locale;
  stale: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * A calculation's outcome: computes it and shows its results. Its own chunk (with the formulas),
 * loaded with the first calculation, not with the page. Each new calculation (`calculations`)
 * moves the focus to the results' heading, also when this chunk has just arrived.
 */
export default function CalculatorOutcome({
  submitted,
  locale,
  stale,
  calculations,
}: {
  submitted: Submitted;
  locale: Locale;
  stale: boolean;
  calculations: number;
}) {
  const result = useMemo(() => calculate(submitted.mode, submitted.strategy, submitted.values), [submitted]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (calculations > 0) heading.current?.focus();
  }, [calculations]);
  return <CalculatorResults result={result} values={submitted.values} locale={locale} stale={stale} headingRef={heading} />;
}

/** The headline figure, the totals, the chart and the year-by-year table of a calculation. */
function CalculatorResults({ result, values, locale, stale, headingRef }: Props) {
  const { t } = useTranslation(NS);
  const rupiah = (value: number) => formatRupiah(value, locale);
  const whole = (value: number) => formatNumber(Math.round(value), locale);
  const years = (value: string) => t('units.years', { value });

  const { needed, retirement } = result;
  let headline: { label: string; value: number };
  if (!needed) headline = { label: t('calculator.results.finalValue'), value: result.finalValue };
  else if (needed.kind === 'initial') headline = { label: t('calculator.results.neededInitial'), value: needed.amount };
  else if (result.strategy === 'mixture') {
    headline = {
      label: t('calculator.results.neededMonthlyOnTop', { lumpsum: rupiah(result.plan.initial) }),
      value: needed.amount,
    };
  } else headline = { label: t('calculator.results.neededMonthly'), value: needed.amount };

  const facts: Fact[] = [
    ...(retirement
      ? [
          { label: t('calculator.results.yearsToRetirement'), value: formatFieldValue(retirement.years, 'years', locale, years) },
          { label: t('calculator.results.monthlyCostAtRetirement'), value: rupiah(retirement.monthlyCost) },
          { label: t('calculator.results.retirementFund'), value: rupiah(retirement.target) },
        ]
      : result.target !== null
        ? [{ label: t('calculator.results.target'), value: rupiah(result.target) }]
        : []),
    { label: t('calculator.results.totalInvested'), value: rupiah(result.totalInvested) },
    { label: t('calculator.results.totalReturn'), value: rupiah(result.totalReturn) },
    // A goal ends at its target, unless the minimum lumpsum alone goes past it.
    ...(result.lumpsumSuffices ? [{ label: t('calculator.results.finalValue'), value: rupiah(result.finalValue) }] : []),
  ];

  const inputs = CALCULATOR_FIELDS.flatMap((field) => {
    const value = values[field];
    if (value === undefined) return [];
    return [{ field, label: t(FIELD_LABEL[field]), shown: formatFieldValue(value, FIELD_KIND[field], locale, years) }];
  });

  const chartLabels = useMemo(
    () => ({ invested: t('calculator.chart.invested'), value: t('calculator.chart.value'), year: t('calculator.table.year') }),
    [t],
  );
  return (
    <section className={stale ? 'calc-results calc-results--stale' : 'calc-results'} aria-labelledby="calc-results-title">
      <h2 id="calc-results-title" tabIndex={-1} ref={headingRef}>
        {t('calculator.results.title')}
      </h2>
      {stale ? (
        <p className="tools-note tools-no-print" role="status">
          {t('calculator.results.stale')}
        </p>
      ) : null}
      <div className="calc-inputs">
        <p className="calc-inputs__title">
          {t(MODE_TEXT[result.mode].label)} · {t(STRATEGY_TEXT[result.strategy].label)}
        </p>
        <dl>
          {inputs.map((input) => (
            <div key={input.field}>
              <dt>{input.label}</dt>
              <dd>{input.shown}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="calc-headline" data-testid="calc-headline">
        <p className="calc-headline__label">{headline.label}</p>
        <p className="calc-headline__value">{rupiah(headline.value)}</p>
      </div>
      {result.lumpsumSuffices ? <p className="tools-note">{t('calculator.results.lumpsumSuffices')}</p> : null}
      <div data-testid="calc-facts">
        <Facts items={facts} />
      </div>

      <figure className="calc-chart">
        <figcaption>
          <span className="calc-chart__title">{t('calculator.chart.title')}</span>
          <span className="calc-chart__note">{t('calculator.chart.note')}</span>
        </figcaption>
        <ErrorBoundary fallback={<p className="tools-note">{t('calculator.chart.failed')}</p>}>
          <Suspense fallback={<Loading>{t('calculator.chart.loading')}</Loading>}>
            <GrowthChart plan={result.plan} rows={result.rows} locale={locale} labels={chartLabels} />
          </Suspense>
        </ErrorBoundary>
      </figure>

      <div className="tools-table-wrap" role="region" aria-labelledby="calc-table-caption" tabIndex={0}>
        <table className="tools-table">
          <caption id="calc-table-caption">{t('calculator.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('calculator.table.year')}</th>
              <th scope="col">{t('calculator.table.invested')} (Rp)</th>
              <th scope="col">{t('calculator.table.value')} (Rp)</th>
              <th scope="col">{t('calculator.table.gain')} (Rp)</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                <td>{whole(row.invested)}</td>
                <td>{whole(row.value)}</td>
                <td>{whole(row.gain)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="tools-disclaimer">{t('calculator.results.disclaimer')}</p>
      <PrintButton />
    </section>
  );
}
