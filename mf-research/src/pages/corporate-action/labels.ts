import type { CorporateAction, CorporateActionKind } from '@brids/contracts/research';
import type { ActionPeriod } from './loader.ts';

// The catalog key of each kind, dividend type, meeting type and period of a corporate action.

export const ACTION_KIND_LABEL = {
  dividend: 'action.kind.dividend',
  'stock-split': 'action.kind.stock-split',
  'stock-merge': 'action.kind.stock-merge',
  bonus: 'action.kind.bonus',
  ipo: 'action.kind.ipo',
  'shareholder-meeting': 'action.kind.shareholder-meeting',
  'dividend-history': 'action.kind.dividend-history',
} as const satisfies Record<CorporateActionKind, string>;

export const DIVIDEND_TYPE_LABEL = { interim: 'action.interim', final: 'action.final' } as const satisfies Record<NonNullable<CorporateAction['dividend_type']>, string>;

export const MEETING_TYPE_LABEL = { annual: 'action.annual', extraordinary: 'action.extraordinary' } as const satisfies Record<NonNullable<CorporateAction['meeting_type']>, string>;

export const PERIOD_LABEL = { upcoming: 'filter.upcoming', past: 'filter.past' } as const satisfies Record<ActionPeriod, string>;
