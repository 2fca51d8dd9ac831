import { useTranslation } from 'react-i18next';
import type { Rating } from '@brids/contracts/research';
import { StatusLabel, type StatusLabelVariant } from '@brids/ui';
import { NS } from '../i18n/index.ts';
import { RATING_LABEL } from './labels.ts';

const VARIANT: Record<Rating, StatusLabelVariant> = { BUY: 'success', HOLD: 'warning', SELL: 'danger' };

/** A rating (BUY / HOLD / SELL) as the spec's status label: success, warning, danger. */
export function RatingLabel({ rating }: { rating: Rating }) {
  const { t } = useTranslation(NS);
  return (
    <StatusLabel variant={VARIANT[rating]}>
      <abbr title={t(RATING_LABEL[rating])}>{rating}</abbr>
    </StatusLabel>
  );
}
