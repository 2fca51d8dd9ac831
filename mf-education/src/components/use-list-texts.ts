import { useTranslation } from 'react-i18next';
import type { ListStateTexts } from '@brids/ui/list-state';
import { NS } from '../i18n/catalog.ts';

/** The list states' words (loading, error, 'Try again') in the page's language, from this remote's catalog. */
export function useListTexts(): ListStateTexts {
  const { t } = useTranslation(NS);
  return { loading: t('list.loading'), error: t('list.error'), retry: t('list.retry') };
}
