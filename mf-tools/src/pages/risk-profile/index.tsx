import { useTranslation } from 'react-i18next';
import { api, definePage, type PageProps } from '@brids/platform';
import { Container, PageHeader } from '@brids/ui';
import { NoScriptNotice } from '@brids/ui/noscript-notice';
import { riskQuestionsCall } from '../../api/risk-profile.ts';
import { ContactLink } from '../../components/contact-link.tsx';
import { LoadFailed, Loading } from '../../components/remote-status.tsx';
import { routeTitle } from '../../components/route-title.ts';
import { useRemote } from '../../components/use-remote.ts';
import { commonCatalog } from '../../i18n/common/index.ts';
import { NS } from '../../i18n/ns.ts';
import { riskProfileCatalog } from '../../i18n/risk-profile/index.ts';
import { quizNoScriptCatalog } from '../../i18n/risk-profile/no-script.ts';
import '../../components/tools.css';
import { Quiz } from './quiz.tsx';

/** The risk-profile quiz: the content service's questions, one at a time. */
function RiskProfile({ locale }: PageProps<undefined>) {
  const { t } = useTranslation(NS);
  const questions = useRemote(`risk-questions-${locale}`, async () => (await riskQuestionsCall(api, { locale })).data);
  return (
    <div className="tools-page">
      <PageHeader title={routeTitle('risk-profile', locale)} summary={t('quiz.lead')} />
      <Container>
        {questions.status === 'ready' ? (
          questions.data.length > 0 ? (
            <Quiz questions={questions.data} locale={locale} />
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

export default definePage({ catalogs: [commonCatalog, riskProfileCatalog, quizNoScriptCatalog], Component: RiskProfile });
