import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, definePage, type PageProps } from '@brids/platform';
import { Container, PageHeader } from '@brids/ui';
import { useCalculatorStore } from '../../calculator/calculator-store.ts';
import { calculate } from '../../calculator/formulas.ts';
import { LoadFailed, Loading } from '../../components/remote-status.tsx';
import { routeTitle } from '../../components/route-title.ts';
import { useRemote } from '../../components/use-remote.ts';
import { NS } from '../../i18n/index.ts';
import '../../components/tools.css';
import { CalculatorForm } from './calculator-form.tsx';
import { CalculatorResults } from './calculator-results.tsx';

/** The investment calculator: projection, goal and retirement, with the lumpsum, installment and mixture strategies. */
function InvestmentCalculator({ locale }: PageProps<undefined>) {
  const { t } = useTranslation(NS);
  const limits = useRemote('calculator-limits', () => api.calculatorLimits());
  const submitted = useCalculatorStore((s) => s.submitted);
  const stale = useCalculatorStore((s) => s.stale);
  const calculation = useMemo(
    () => (submitted ? { values: submitted.values, result: calculate(submitted.mode, submitted.strategy, submitted.values) } : null),
    [submitted],
  );

  const heading = useRef<HTMLHeadingElement>(null);
  const [calculations, setCalculations] = useState(0);
  useEffect(() => {
    if (calculations > 0) heading.current?.focus();
  }, [calculations]);

  return (
    <div className="tools-page tools-print-root">
      <PageHeader title={routeTitle('investment-calculator', locale)} summary={t('calculator.lead')} />
      <Container className="calc-layout">
        <div className="calc-layout__form">
          {limits.status === 'ready' ? (
            <CalculatorForm limits={limits.data} locale={locale} onCalculated={() => setCalculations((n) => n + 1)} />
          ) : limits.status === 'loading' ? (
            <Loading>{t('calculator.loading')}</Loading>
          ) : (
            <LoadFailed message={t('calculator.failed')} onRetry={limits.retry} />
          )}
          <p className="tools-convention">{t('calculator.convention')}</p>
        </div>
        <div className="calc-layout__results">
          {calculation ? (
            <CalculatorResults {...calculation} locale={locale} stale={stale} headingRef={heading} />
          ) : (
            <div className="calc-placeholder tools-no-print">
              <p>{t('calculator.placeholder')}</p>
            </div>
          )}
        </div>
      </Container>
    </div>
  );
}

export default definePage({ Component: InvestmentCalculator });
