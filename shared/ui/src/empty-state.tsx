import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './components.css';

export type EmptyKind = 'empty' | 'noResult' | 'announcements';

const MESSAGE_KEYS = {
  empty: 'state.empty',
  noResult: 'state.noResult',
  announcements: 'state.announcementsEmpty',
} as const;

/** Empty states (spec §8): data not available, no result found, 'Data tidak ditemukan' for announcements. */
export function EmptyState({ kind = 'empty', children }: { kind?: EmptyKind; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="ui-empty" role="status">
      <p>{t(MESSAGE_KEYS[kind])}</p>
      {children}
    </div>
  );
}
