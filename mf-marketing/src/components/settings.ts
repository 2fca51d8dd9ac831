import type { Locale } from '@brids/contracts';
import { useLayoutData } from '@brids/platform';

/** The content service's settings the shell loaded with the layout (spec §3), by key. */
export function useSetting(locale: Locale, key: string): string | undefined {
  return useLayoutData<{ settings?: Record<string, string> }>(locale)?.settings?.[key];
}
