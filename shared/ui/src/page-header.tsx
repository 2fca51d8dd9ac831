import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath, useLocale } from '@brids/platform';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import { Container } from './container.tsx';
import './components.css';

export interface PageHeaderProps {
  title: string;
  summary?: string;
  /** Crumbs between Home and this page. */
  trail?: Crumb[];
  children?: ReactNode;
}

/** Title block of every page: breadcrumbs from Home, the h1, an optional lead; sets the document title. */
export function PageHeader({ title, summary, trail = [], children }: PageHeaderProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  useEffect(() => {
    document.title = `${title} | ${t('site.name')}`;
  }, [title, t]);
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: localePath('home', {}, locale) }, ...trail, { label: title }];
  return (
    <header className="ui-page-header">
      <Container>
        <Breadcrumbs items={crumbs} />
        <h1>{title}</h1>
        {summary ? <p className="ui-page-header__lead">{summary}</p> : null}
        {children}
      </Container>
    </header>
  );
}
