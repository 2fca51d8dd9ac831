import { redirect, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, RiskAnswers } from '@brids/contracts';
import { api, definePage, localePath, type PageProps } from '@brids/platform';
import { Container, PageHeader, crumbTo } from '@brids/ui';
import { scoreRiskAnswers } from '../../api/risk-profile-result.ts';
import { PrintButton } from '../../components/print-button.tsx';
import { LoadFailed, Loading } from '../../components/remote-status.tsx';
import { routeTitle } from '../../components/route-title.ts';
import { useRemote } from '../../components/use-remote.ts';
import { commonCatalog } from '../../i18n/common/index.ts';
import { NS } from '../../i18n/ns.ts';
import { riskProfileCatalog } from '../../i18n/risk-profile/index.ts';
import { useQuizStore } from '../../components/quiz-store.ts';
import '../../components/tools.css';
import { ProfileResult } from './profile-result.tsx';

/** Retaking is one click: the answers are forgotten and the quiz starts again. */
function RetakeButton({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="tools-button tools-button--secondary tools-no-print"
      onClick={() => {
        useQuizStore.getState().reset();
        void navigate(localePath('risk-profile', {}, locale));
      }}
    >
      {t('result.retake')}
    </button>
  );
}

/** The result of the quiz, scored by the content service; without answers, the quiz instead. */
function RiskProfileResultPage({ data: answers, locale }: PageProps<RiskAnswers>) {
  const { t } = useTranslation(NS);
  const result = useRemote(`risk-result-${locale}`, () => scoreRiskAnswers(api, answers, locale));
  return (
    <div className="tools-page tools-print-root">
      <PageHeader title={routeTitle('risk-profile-result', locale)} summary={t('result.lead')} trail={[crumbTo('risk-profile', locale)]} />
      <Container>
        {result.status === 'ready' ? (
          <ProfileResult result={result.data} locale={locale}>
            <PrintButton />
            <RetakeButton locale={locale} />
          </ProfileResult>
        ) : result.status === 'loading' ? (
          <Loading>{t('result.loading')}</Loading>
        ) : (
          // A retake helps where retrying cannot: the questionnaire changed since it was answered (422).
          <LoadFailed message={t('result.failed')} onRetry={result.retry}>
            <RetakeButton locale={locale} />
          </LoadFailed>
        )}
      </Container>
    </div>
  );
}

export default definePage<RiskAnswers>({
  catalogs: [commonCatalog, riskProfileCatalog],
  loader: async ({ locale }) => {
    const { finished, answers } = useQuizStore.getState();
    if (!finished) throw redirect(localePath('risk-profile', {}, locale));
    return answers;
  },
  Component: RiskProfileResultPage,
});
