import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import type { ResearchReportSummary } from '@brids/contracts/research';
import { NS } from '../i18n/index.ts';
import { price } from './format.ts';

/** A report's target price and its previous target, as two rows of a description list (rating box, report card). */
export function TargetPriceRows({ report, locale }: { report: Pick<ResearchReportSummary, 'target_price' | 'previous_target_price'>; locale: Locale }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <div>
        <dt>{t('report.target')}</dt>
        <dd>{price(report.target_price, locale)}</dd>
      </div>
      <div>
        <dt>{t('report.previousTarget')}</dt>
        <dd>{price(report.previous_target_price, locale)}</dd>
      </div>
    </>
  );
}
