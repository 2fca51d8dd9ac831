import type { ReactNode } from 'react';
import './labels.css';

export type StatusLabelVariant = 'warning' | 'success' | 'danger';

/** A status label (spec §4): a tinted label with a dot, e.g. an event's 'Kuota penuh'. */
export function StatusLabel({ variant, children }: { variant: StatusLabelVariant; children: ReactNode }) {
  return <span className={`ui-status-label ui-status-label--${variant}`}>{children}</span>;
}
