import type { ParseKeys } from 'i18next';
import type { RegistrationRefusal } from '@brids/contracts/forms';
import type { NS } from './catalog.ts';

/** The catalog key of each refusal the failed page explains, and of a page opened without one. */
export const REASON_LABEL = {
  full: 'reasons.full',
  closed: 'reasons.closed',
  finished: 'reasons.finished',
  'already-registered': 'reasons.already-registered',
  unknown: 'reasons.unknown',
} as const satisfies Record<RegistrationRefusal | 'unknown', ParseKeys<typeof NS>>;
