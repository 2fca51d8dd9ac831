import { useRouteError } from 'react-router';
import type { Locale } from '@brids/contracts';
import { RouteErrorPage, UnderRepairPage, isRemoteUnavailable } from '@brids/ui';
import { BlankLayout } from './blank-layout.tsx';
import { SiteLayout } from './site-layout.tsx';

/**
 * A locale's error page. A remote that cannot load shows 'page under repair' inside the default
 * layout (header, footer and the other remotes keep working); every other error (404, a failed
 * menu load, a server error) shows its page in the blank layout.
 */
export function LocaleErrorPage({ locale }: { locale: Locale }) {
  const error = useRouteError();
  if (isRemoteUnavailable(error)) {
    return (
      <SiteLayout locale={locale}>
        <UnderRepairPage />
      </SiteLayout>
    );
  }
  return (
    <BlankLayout locale={locale}>
      <RouteErrorPage />
    </BlankLayout>
  );
}
