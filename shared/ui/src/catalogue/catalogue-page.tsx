import { useEffect, useMemo, type ComponentType } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@brids/contracts';
import { i18n } from '@brids/i18n';
import { Container } from '@brids/ui';
import { SelectDemo, TabsDemo } from './control-demos.tsx';
import {
  BreadcrumbsDemo,
  ContainerDemo,
  EmptyDemo,
  FactsDemo,
  ImageDemo,
  LabelsDemo,
  PaginationDemo,
  RichTextDemo,
  StatusDemo,
} from './content-demos.tsx';
import { ListsDemo } from './list-demos.tsx';
import { PopupDemo } from './popup-demo.tsx';
import { CATALOGUE_NAMESPACE, type CatalogueTexts } from './texts.ts';
import './catalogue.css';

interface Section {
  key: keyof CatalogueTexts['section'];
  Demo: ComponentType<{ locale: Locale }>;
  /** Shown once across the page's width instead of once per language. */
  fullWidth?: boolean;
}

const SECTIONS: Section[] = [
  { key: 'popup', Demo: PopupDemo },
  { key: 'tabs', Demo: TabsDemo },
  { key: 'select', Demo: SelectDemo },
  { key: 'labels', Demo: LabelsDemo },
  { key: 'image', Demo: ImageDemo },
  { key: 'container', Demo: ContainerDemo, fullWidth: true },
  { key: 'breadcrumbs', Demo: BreadcrumbsDemo },
  { key: 'pagination', Demo: PaginationDemo },
  { key: 'empty', Demo: EmptyDemo },
  { key: 'facts', Demo: FactsDemo },
  { key: 'richText', Demo: RichTextDemo },
  { key: 'status', Demo: StatusDemo },
  { key: 'lists', Demo: ListsDemo },
];

function SectionTitle({ name }: { name: Section['key'] }) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return <h2 id={`catalogue-${name}`}>{t(`section.${name}`)}</h2>;
}

function LanguageName() {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return <h3 className="ui-catalogue__language">{t('language')}</h3>;
}

export interface CataloguePageProps {
  /** The languages shown side by side; default both (id, en). */
  locales?: readonly Locale[];
}

/**
 * Every @brids/ui component in its states, each in both languages side by side: every column
 * has its own clone of the page's i18next instance (same catalogs, fixed language). Dev builds only.
 */
export function CataloguePage({ locales = LOCALES }: CataloguePageProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const instances = useMemo(
    () => locales.map((locale) => ({ locale, instance: i18n.cloneInstance({ lng: locale }) })),
    [locales],
  );
  const title = t('title');
  useEffect(() => {
    document.title = `${title} | @brids/ui`;
  });

  return (
    <div className="ui-catalogue">
      <Container>
        <h1>{title}</h1>
        <p>{t('intro')}</p>
        <nav aria-labelledby="catalogue-toc" className="ui-catalogue__toc">
          <span id="catalogue-toc" className="visually-hidden">
            {title}
          </span>
          {SECTIONS.map(({ key }) => (
            <a key={key} href={`#catalogue-${key}`}>
              {t(`section.${key}`)}
            </a>
          ))}
        </nav>
      </Container>
      {SECTIONS.map(({ key, Demo, fullWidth }) => (
        <section key={key} className="ui-catalogue__section" aria-labelledby={`catalogue-${key}`}>
          <Container>
            <SectionTitle name={key} />
          </Container>
          {fullWidth ? (
            <Demo locale={instances[0]?.locale ?? 'id'} />
          ) : (
            <Container className="ui-catalogue__columns">
              {instances.map(({ locale, instance }) => (
                <I18nextProvider key={locale} i18n={instance}>
                  <div className="ui-catalogue__column" lang={locale}>
                    <LanguageName />
                    <Demo locale={locale} />
                  </div>
                </I18nextProvider>
              ))}
            </Container>
          )}
        </section>
      ))}
    </div>
  );
}

export default CataloguePage;
