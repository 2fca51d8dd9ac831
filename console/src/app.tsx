/**
 * The console: react-admin over the content service. After login, the kinds the user may write
 * (GET /api/editorial/kinds) become the resources, each with a list, a create and an edit screen
 * generated from its JSON Schema; admins also get the audit log and the users.
 */
import { useMemo, useRef } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Admin, AppBar, defaultLightTheme, Layout, Resource, UserMenu, useGetIdentity, type LayoutProps } from 'react-admin';
import { createApiClient, memoryTokenStore, sessionTokenStore, type ApiClient } from './api/http.ts';
import { AUDIT, createDataProvider, USERS } from './api/data-provider.ts';
import { createAuthProvider } from './api/auth-provider.ts';
import type { KindInfo } from './api/editorial.ts';
import { ConsoleContext, type ConsoleContextValue } from './console-context.tsx';
import { i18nProvider } from './i18n/index.ts';
import { EntryList } from './entries/entry-list.tsx';
import { EntryCreate } from './entries/entry-create.tsx';
import { EntryEdit } from './entries/entry-edit.tsx';
import { AuditList } from './admin/audit-list.tsx';
import { UserCreate, UserEdit, UserList } from './admin/users.tsx';
import { LiveChatScreen } from './chat/live-chat.tsx';
import { answersChat, Dashboard, LIVE_CHAT } from './dashboard.tsx';

/** The live chat's screen (a resource without data-provider calls: it reads the agents' API itself). */

function tokenStore() {
  try {
    return sessionTokenStore(window.sessionStorage);
  } catch {
    return memoryTokenStore();
  }
}

/**
 * react-admin's light theme with darker blues: white on the app bar and blue labels on the inputs'
 * grey meet WCAG AA contrast (the default #2196f3 and #1976d2 do not).
 */
const theme = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#0d47a1' }, secondary: { main: '#0d3c61' }, warning: { main: '#a14400' }, error: { main: '#b71c1c' } },
};

/** The user menu's button is named by the name it shows (label in name). */
function ConsoleAppBar() {
  const { identity } = useGetIdentity();
  return <AppBar userMenu={<UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />} />;
}

function ConsoleLayout({ children }: LayoutProps) {
  return <Layout appBar={ConsoleAppBar}>{children}</Layout>;
}

export function ConsoleApp({ siteOrigin, baseUrl = '' }: { siteOrigin: string; baseUrl?: string }) {
  const kinds = useRef<KindInfo[]>([]);
  const value = useMemo(() => {
    const api: ApiClient = createApiClient({ baseUrl, tokens: tokenStore() });
    const dataProvider = createDataProvider(api);
    return {
      api,
      dataProvider,
      authProvider: createAuthProvider(api),
      context: {
        api,
        dataProvider,
        siteOrigin,
        get kinds() {
          return kinds.current;
        },
      } satisfies ConsoleContextValue,
    };
  }, [baseUrl, siteOrigin]);

  const resources = async (permissions: string[] | undefined) => {
    kinds.current = await value.dataProvider.kinds().catch(() => []);
    const lang = i18nProvider.getLocale() as 'id' | 'en';
    const admin = (permissions ?? []).includes('admin');
    const agent = answersChat(permissions ?? []);
    return [
      ...(agent ? [<Resource key={LIVE_CHAT} name={LIVE_CHAT} options={{ label: 'console.menu.liveChat' }} list={LiveChatScreen} />] : []),
      ...kinds.current.map((kind) => (
        <Resource
          key={kind.name}
          name={kind.name}
          options={{ label: kind.label[lang] ?? kind.label.id }}
          list={EntryList}
          edit={EntryEdit}
          create={kind.creatable ? EntryCreate : undefined}
          recordRepresentation={(record: { document?: Record<string, unknown>; key?: string }) => record.key ?? ''}
        />
      )),
      ...(admin
        ? [
            <Resource key={AUDIT} name={AUDIT} options={{ label: 'console.menu.audit' }} list={AuditList} />,
            <Resource key={USERS} name={USERS} options={{ label: 'console.menu.users' }} list={UserList} edit={UserEdit} create={UserCreate} recordRepresentation="email" />,
          ]
        : []),
    ];
  };

  return (
    <ConsoleContext.Provider value={value.context}>
      {/* Real paths under /console/ (deep links reload to the same screen); the content service answers index.html for them. */}
      <BrowserRouter basename="/console">
        <Admin
        title={i18nProvider.translate('console.title')}
        dataProvider={value.dataProvider}
        authProvider={value.authProvider}
        i18nProvider={i18nProvider}
        dashboard={Dashboard}
        layout={ConsoleLayout}
        theme={theme}
        darkTheme={null}
        requireAuth
        disableTelemetry
      >
        {resources}
        </Admin>
      </BrowserRouter>
    </ConsoleContext.Provider>
  );
}
