import type { ReactNode } from 'react';
import './labels.css';

export type BadgeVariant = 'warning' | 'danger' | 'success' | 'on-process' | 'expired' | 'primary';

/** A highlight badge (spec §4): a solid pill, e.g. 'Baru' on a promo or 'Kedaluwarsa' on an old one. */
export function Badge({ variant = 'primary', children }: { variant?: BadgeVariant; children: ReactNode }) {
  return <span className={`ui-badge ui-badge--${variant}`}>{children}</span>;
}
