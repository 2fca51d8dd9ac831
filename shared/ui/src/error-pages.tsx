import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useRouteError, isRouteErrorResponse } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath, statusOf, useLocale } from '@brids/platform';
import { StatusPage } from './status-page.tsx';

function HomeLink() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return <Link to={localePath('home', {}, locale)}>{t('error.backHome')}</Link>;
}

/** 404: 'This page could not be found' (spec §2, §8). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <StatusPage code="404" title={t('error.notFoundTitle')} message={t('error.notFoundMessage')} hint={t('error.notFoundHint')}>
      <HomeLink />
    </StatusPage>
  );
}

/** A remote that cannot load: the rest of the site keeps working (spec §8 'page under repair'). */
export function UnderRepairPage() {
  const { t } = useTranslation('common');
  return (
    <StatusPage code="503" title={t('error.underRepairTitle')} hint={t('error.underRepairHint')}>
      <HomeLink />
    </StatusPage>
  );
}

/** A server error; `message` is the site's own description of it (e.g. 'Unknown middleware auth'). */
export function ServerErrorPage({ status, message }: { status: number; message?: string | undefined }) {
  const { t } = useTranslation('common');
  return (
    <StatusPage code={String(status)} title={t('error.serverErrorTitle')} message={message} hint={t('error.serverErrorHint')}>
      <HomeLink />
    </StatusPage>
  );
}

/** The content service cannot answer (spec §8 'content unavailable'): the page may work again soon. */
export function ContentUnavailablePage() {
  const { t } = useTranslation('common');
  return (
    <StatusPage code="503" title={t('error.contentUnavailableTitle')} hint={t('error.serverErrorHint')}>
      <HomeLink />
    </StatusPage>
  );
}

/** A page the visitor may not see (spec §8 'page unavailable'). */
export function PageUnavailablePage() {
  const { t } = useTranslation('common');
  return (
    <StatusPage code="403" title={t('error.pageUnavailableTitle')} hint={t('error.notFoundHint')}>
      <HomeLink />
    </StatusPage>
  );
}

/** What the error page shows when it fails itself (spec §8), with a plain link home. */
export function ErrorPageFailure() {
  return (
    <StatusPage title="An error occurred while showing the error page">
      <a href="/">Home</a>
    </StatusPage>
  );
}

class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The error page failed', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <ErrorPageFailure /> : this.props.children;
  }
}

/** A fetch that never got an answer (the content service is down or unreachable). */
const isNetworkFailure = (error: unknown) => error instanceof TypeError && /fetch|network/i.test(error.message);

function RouteErrorBody() {
  const error = useRouteError();
  if (isRemoteUnavailable(error)) return <UnderRepairPage />;
  if (isNetworkFailure(error)) return <ContentUnavailablePage />;
  const status = isRouteErrorResponse(error) ? error.status : statusOf(error);
  if (status === 404) return <NotFoundPage />;
  if (status === 403) return <PageUnavailablePage />;
  if (status === 502 || status === 503 || status === 504) return <ContentUnavailablePage />;
  if (status >= 500) console.error(error);
  // The site's own status errors carry a message worth showing ('Unknown middleware {name}').
  const message = error instanceof Error && error.name === 'HttpStatusError' ? error.message : undefined;
  return <ServerErrorPage status={status} message={message} />;
}

/** Whether a navigation failed because a remote's code could not load ('page under repair'). */
export const isRemoteUnavailable = (error: unknown) => error instanceof Error && error.name === 'RemoteUnavailableError';

/** The router's error element: picks the page for the error's status (spec §8). */
export function RouteErrorPage() {
  return (
    <ErrorPageGuard>
      <RouteErrorBody />
    </ErrorPageGuard>
  );
}
