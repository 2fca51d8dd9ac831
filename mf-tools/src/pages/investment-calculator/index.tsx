import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorLimits } from '@brids/contracts';
import { api, definePage, type PageProps } from '@brids/platform';
import { whenPaintedAndIdle } from '@brids/platform/after-paint';
import { Container, PageHeader } from '@brids/ui';
import { NoScriptNotice } from '@brids/ui/noscript-notice';
import { calculatorLimitsCall } from '../../api/calculator.ts';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { LoadFailed, Loading } from '../../components/remote-status.tsx';
import { routeTitle } from '../../components/route-title.ts';
import { serverLoader } from '../../components/server-data.ts';
import { useRemote } from '../../components/use-remote.ts';
import { calculatorCatalog } from '../../i18n/calculator/index.ts';
import { commonCatalog } from '../../i18n/common/index.ts';
import { loadEveryLocale } from '../../i18n/every-locale.ts';
import { NS } from '../../i18n/ns.ts';
import '../../components/tools.css';
import { useCalculatorStore } from './calculator-store.ts';

// The form's code is a chunk of its own, not part of the page's first view. The server renders the form;
// in the browser its markup stays as the server wrote it, typable, until that chunk hydrates it.
const CalculatorForm = lazy(async () => ({ default: (await import('./calculator-form.tsx')).CalculatorForm }));

// The results and the formulas load with the first calculation (or when the browser is idle
// after the page showed), not with the page's first view.
const loadOutcome = async () => {
  const outcome = await import('./calculator-results.tsx');
  await loadEveryLocale(outcome.catalogs);
  return outcome;
};
/** By then the results' code is there even on a busy phone, before a visitor has filled in the form. */
const OUTCOME_IDLE_TIMEOUT_MS = 3000;
const CalculatorOutcome = lazy(loadOutcome);

/** The investment calculator: projection, goal and retirement, with the lumpsum, installment and mixture strategies. */
function InvestmentCalculator({ data, locale }: PageProps<CalculatorLimits | null>) {
  const { t } = useTranslation(NS);
  // The server's limits render the form into the document; the browser loads them on the pages it renders.
  const limits = useRemote('calculator-limits', async () => (await calculatorLimitsCall(api, {})).data, data);
  const submitted = useCalculatorStore((s) => s.submitted);
  const stale = useCalculatorStore((s) => s.stale);
  const [calculations, setCalculations] = useState(0);
  useEffect(() => whenPaintedAndIdle(() => void loadOutcome().catch(() => {}), OUTCOME_IDLE_TIMEOUT_MS), []);

  return (
    <div className="tools-page tools-print-root">
      <PageHeader title={routeTitle('investment-calculator', locale)} summary={t('calculator.lead')} />
      <Container className="calc-layout">
        <div className="calc-layout__form">
          {limits.status === 'ready' ? (
            <Suspense fallback={<Loading holdsPlace>{t('calculator.loading')}</Loading>}>
              <CalculatorForm limits={limits.data} locale={locale} onCalculated={() => setCalculations((n) => n + 1)} />
            </Suspense>
          ) : limits.status === 'loading' ? (
            <Loading holdsPlace>{t('calculator.loading')}</Loading>
          ) : (
            <LoadFailed message={t('calculator.failed')} onRetry={limits.retry} />
          )}
          <NoScriptNotice title={t('calculator.noScriptTitle')}>
            <p>{t('calculator.noScriptText')}</p>
          </NoScriptNotice>
          <p className="tools-convention">{t('calculator.convention')}</p>
        </div>
        <div className="calc-layout__results">
          {submitted ? (
            <ErrorBoundary fallback={<p className="tools-alert" role="alert">{t('calculator.resultsFailed')}</p>}>
              <Suspense fallback={<Loading>{t('calculator.resultsLoading')}</Loading>}>
                <CalculatorOutcome submitted={submitted} locale={locale} stale={stale} calculations={calculations} />
              </Suspense>
            </ErrorBoundary>
          ) : (
            <div className="calc-placeholder tools-no-print ui-needs-script">
              <p>{t('calculator.placeholder')}</p>
            </div>
          )}
        </div>
      </Container>
    </div>
  );
}

export default definePage({
  loader: serverLoader(async ({ api: serverApi }) => (await calculatorLimitsCall(serverApi, {})).data),
  catalogs: [commonCatalog, calculatorCatalog],
  Component: InvestmentCalculator,
});
