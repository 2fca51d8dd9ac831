import { useTranslation } from 'react-i18next';
import type { PromoStatus } from '@brids/contracts/marketing';
import { Badge, type BadgeVariant } from '@brids/ui';
import { NS, type MarketingKey } from '../../i18n/ns.ts';

/** The spec's highlight badges (§4) for a promo's status. */
export const PROMO_BADGES: Record<PromoStatus, BadgeVariant> = { active: 'success', 'ending-soon': 'warning', expired: 'expired' };

const PROMO_STATUS_LABEL = {
  active: 'promo.status.active',
  'ending-soon': 'promo.status.ending-soon',
  expired: 'promo.status.expired',
} as const satisfies Record<PromoStatus, MarketingKey>;

/** A promo's status as its badge: active, ending soon or expired. */
export function PromoStatusBadge({ status }: { status: PromoStatus }) {
  const { t } = useTranslation(NS);
  return <Badge variant={PROMO_BADGES[status]}>{t(PROMO_STATUS_LABEL[status])}</Badge>;
}
