import { useTranslation } from 'react-i18next';
import type { Rating } from '@brids/contracts/research';
import { StatusLabel, type StatusLabelVariant } from '@brids/ui';
import { NS } from '../i18n/index.ts';

const VARIANT: Record<Rating, StatusLabelVariant> = { BUY: 'success', HOLD: 'warning', SELL: 'danger' };

/** A rating (BUY / HOLD / SELL) as the spec's status label: success, warning, danger. */
export function RatingLabel({ rating }: { rating: Rating }) {
  const { t } = useTranslation(NS);
  return (
    <StatusLabel variant={VARIANT[rating]}>
      <abbr title={t('rating', { returnObjects: true })[rating]}>{rating}</abbr>
    </StatusLabel>
  );
}
