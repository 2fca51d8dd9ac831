import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskQuestion } from '@brids/contracts';
import { api, definePage, type PageProps } from '@brids/platform';
import { Container, PageHeader } from '@brids/ui';
import { NoScriptNotice } from '@brids/ui/noscript-notice';
import { riskQuestionsCall } from '../../api/risk-profile.ts';
import { ContactLink } from '../../components/contact-link.tsx';
import { LoadFailed, Loading } from '../../components/remote-status.tsx';
import { routeTitle } from '../../components/route-title.ts';
import { serverLoader } from '../../components/server-data.ts';
import { useRemote } from '../../components/use-remote.ts';
import { commonCatalog } from '../../i18n/common/index.ts';
import { NS } from '../../i18n/ns.ts';
import { riskProfileCatalog } from '../../i18n/risk-profile/index.ts';
import { quizNoScriptCatalog } from '../../i18n/risk-profile/no-script.ts';
import '../../components/tools.css';

// The quiz's code is a chunk of its own, not part of the page's first view. The server renders the first
// question; in the browser its markup stays as the server wrote it, answerable, until that chunk hydrates it.
const Quiz = lazy(async () => ({ default: (await import('./quiz.tsx')).Quiz }));

/** The risk-profile quiz: the content service's questions, one at a time. */
function RiskProfile({ data, locale }: PageProps<RiskQuestion[] | null>) {
  const { t } = useTranslation(NS);
  // The server's questions render the first one into the document; the browser loads them on the pages it renders.
  const questions = useRemote(`risk-questions-${locale}`, async () => (await riskQuestionsCall(api, { locale })).data, data);
  return (
    <div className="tools-page">
      <PageHeader title={routeTitle('risk-profile', locale)} summary={t('quiz.lead')} />
      <Container>
        {questions.status === 'ready' ? (
          questions.data.length > 0 ? (
            <Suspense fallback={<Loading holdsPlace>{t('quiz.loading')}</Loading>}>
              <Quiz questions={questions.data} locale={locale} />
            </Suspense>
          ) : (
            <p className="tools-note">{t('quiz.empty')}</p>
          )
        ) : questions.status === 'loading' ? (
          <Loading holdsPlace>{t('quiz.loading')}</Loading>
        ) : (
          <LoadFailed message={t('quiz.failed')} onRetry={questions.retry} />
        )}
        <NoScriptNotice title={t('quiz.noScriptTitle')}>
          <p>{t('quiz.noScriptText')}</p>
          <ContactLink locale={locale} label={t('quiz.noScriptContact')} />
        </NoScriptNotice>
        <p className="quiz-privacy">{t('quiz.privacy')}</p>
      </Container>
    </div>
  );
}

export default definePage({
  loader: serverLoader(async ({ api: serverApi, locale }) => (await riskQuestionsCall(serverApi, { locale })).data),
  catalogs: [commonCatalog, riskProfileCatalog, quizNoScriptCatalog],
  Component: RiskProfile,
});
