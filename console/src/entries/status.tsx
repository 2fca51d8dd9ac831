import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Status } from '../api/editorial.ts';

const COLORS: Record<Status, 'default' | 'warning' | 'success' | 'info'> = { draft: 'default', 'in-review': 'warning', published: 'success', archived: 'info' };

export function StatusChip({ status }: { status: Status | undefined }) {
  const translate = useTranslate();
  if (!status) return null;
  return <Chip size="small" color={COLORS[status] ?? 'default'} label={translate(`console.status.${status}`)} />;
}

/** A timestamp in the console's language, in the editor's time zone. */
export function when(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(locale === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
