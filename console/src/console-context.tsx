/** What every screen of the console shares: the API client and the kinds the user may write. */
import { createContext, useContext } from 'react';
import type { ApiClient } from './api/http.ts';
import type { KindInfo } from './api/editorial.ts';
import type { ConsoleDataProvider } from './api/data-provider.ts';

export interface ConsoleContextValue {
  api: ApiClient;
  dataProvider: ConsoleDataProvider;
  /** The public site's origin, for previews and "view on site" links. */
  siteOrigin: string;
  kinds: KindInfo[];
}

export const ConsoleContext = createContext<ConsoleContextValue | undefined>(undefined);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole outside the console');
  return value;
}

export function useKind(name: string): KindInfo | undefined {
  return useConsole().kinds.find((kind) => kind.name === name);
}
