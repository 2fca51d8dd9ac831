import { useTranslation } from 'react-i18next';
import type { Component, Page } from '@brids/contracts';
import { definePage } from '@brids/platform';
import { Container, Image, PageHeader, RichText } from '@brids/ui';
import { appComponentsCall, contentPageCall } from '../../api/content-pages.ts';
import { AppStoreLinks } from '../../components/app/store-links.tsx';
import { NS } from '../../i18n/ns.ts';
import { appCatalog } from '../../i18n/parts/app.ts';
import '../../components/cards/cards.css';
import './content-page.css';

interface ContentData {
  page: Page;
  /** The app page's CMS component `app-{slug}`: features (content) and screenshots (images). */
  app: Component | null;
}

/** The app page's body below its header: its text and icon, then its features and screenshots. */
function AppBody({ page, app }: ContentData) {
  const { t } = useTranslation(NS);
  return (
    <>
      <div className="app-intro">
        <RichText html={page.body} />
        {page.image ? <Image src={page.image.url} alt={page.image.alt ?? ''} width={160} height={160} priority /> : null}
      </div>
      {app ? (
        <>
          <section className="mk-section" aria-labelledby="app-features">
            <h2 id="app-features">{t('app.features')}</h2>
            <RichText html={app.content} />
          </section>
          {app.images.length > 0 ? (
            <section className="mk-section" aria-labelledby="app-screens">
              <h2 id="app-screens">{t('app.screenshots')}</h2>
              <ul className="app-screens" tabIndex={0} aria-labelledby="app-screens">
                {app.images.map((image, i) => (
                  <li key={image.url}>
                    <Image src={image.url} alt={image.alt || t('app.screenshot', { n: i + 1, app: page.title })} width={270} height={540} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** `/{product}` (the mobile trading app page: features, screenshots, store links) and `/{static}` (static pages); another slug is a 404. */
export default definePage<ContentData>({
  catalogs: [appCatalog],
  loader: async ({ api, locale, params }) => {
    const slug = params.slug ?? '';
    const [{ data: page }, components] = await Promise.all([
      contentPageCall(api, { slug, locale }),
      appComponentsCall(api, { slug, locale }).then((answer) => answer.data, () => []),
    ]);
    return { page, app: page.kind === 'app' ? (components[0] ?? null) : null };
  },
  Component: function ContentPage({ data, locale }) {
    const { t } = useTranslation(NS);
    const { page } = data;
    const isApp = page.kind === 'app';
    return (
      <>
        <PageHeader title={page.title} summary={page.summary}>
          {isApp ? (
            <>
              <p className="app-badge">{t('app.badge')}</p>
              <AppStoreLinks locale={locale} />
            </>
          ) : null}
        </PageHeader>
        <Container>
          {isApp ? (
            <AppBody {...data} />
          ) : (
            <div className="static-page">
              <RichText html={page.body} />
            </div>
          )}
        </Container>
      </>
    );
  },
});
