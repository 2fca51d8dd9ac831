import { useTranslation } from 'react-i18next';
import type { EventStatus } from '@brids/contracts/education';
import { Badge, type BadgeVariant } from '@brids/ui';
import { NS } from '../i18n/catalog.ts';
import { STATUS_LABEL } from '../i18n/labels.ts';

/** The spec's highlight badge of each status: open success, full danger, closed warning, finished expired. */
export const STATUS_BADGE: Record<EventStatus, BadgeVariant> = {
  open: 'success',
  full: 'danger',
  closed: 'warning',
  finished: 'expired',
};

/** An Eduvest event's registration status as a highlight badge. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation(NS);
  return <Badge variant={STATUS_BADGE[status]}>{t(STATUS_LABEL[status])}</Badge>;
}
