import { useTranslation } from 'react-i18next';
import type { ListStateTexts } from '@brids/ui/list-state';
import { NS } from '../i18n/ns.ts';

/** The words of `ListState` (loading, error, try again) from the marketing namespace's 'list' part. */
export function useListTexts(): ListStateTexts {
  const { t } = useTranslation(NS);
  return { loading: t('list.loading'), error: t('list.error'), retry: t('list.retry') };
}
