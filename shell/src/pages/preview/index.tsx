import { useCallback, useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, type Locale } from '@brids/contracts';
import { single } from '@brids/contracts/schema';
import { previewDocument, type PreviewDocument, type PreviewField, type PreviewValue } from '@brids/contracts/preview';
import { formatDate, formatNumber } from '@brids/i18n';
import { api, definePage } from '@brids/platform';
import { Container, Facts, Image, PageHeader, RichText, StatusPage } from '@brids/ui';
import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../../i18n/index.ts';
import { en, id } from '../../i18n/parts/preview.ts';
import './preview.css';

/** This page's words (not in the shell's first view), loaded in the visitor's language with the page. */
const words = defineCatalog(NS, { id, en });

type Loaded = { state: 'loading' } | { state: 'expired' } | { state: 'failed' } | { state: 'ready'; doc: PreviewDocument };

/** The time of day of an ISO time in Jakarta (WIB, UTC+7 all year), 24-hour HH:MM. */
function wibTime(iso: string): string {
  const jakarta = new Date(Date.parse(iso) + 7 * 3600_000);
  return `${String(jakarta.getUTCHours()).padStart(2, '0')}:${String(jakarta.getUTCMinutes()).padStart(2, '0')}`;
}

/** A moment as the site shows times: the day in the locale and the time in Jakarta. */
const moment = (iso: string, locale: Locale) => `${formatDate(iso, locale)} ${wibTime(iso)} WIB`;

/** One value of the draft: text, a number, a time, rich text, a link, an image or file of the media store, or nested lists and fields. */
function Value({ value, locale }: { value: PreviewValue; locale: Locale }) {
  const { t } = useTranslation(NS);
  switch (value.type) {
    case 'text':
      return <p className="draft-preview__text">{value.text}</p>;
    case 'number':
      return <p className="draft-preview__text">{formatNumber(value.value, locale, 4)}</p>;
    case 'time':
      return (
        <p className="draft-preview__text">
          <time dateTime={value.at}>{moment(value.at, locale)}</time>
        </p>
      );
    case 'date':
      return (
        <p className="draft-preview__text">
          <time dateTime={value.date}>{formatDate(`${value.date}T00:00:00Z`, locale)}</time>
        </p>
      );
    case 'html':
      return <RichText html={value.html} />;
    case 'link':
      return (
        <p className="draft-preview__text">
          <a href={value.url} rel="noreferrer">
            {value.url}
          </a>
        </p>
      );
    case 'image':
      return <Image className="draft-preview__image" src={value.url} alt="" width={960} height={540} sizes="(min-width: 60em) 960px, 100vw" />;
    case 'file':
      return (
        <p className="draft-preview__text">
          <a href={value.url} rel="noreferrer">
            {t('preview.openFile', { name: value.name })}
          </a>
        </p>
      );
    case 'list':
      return (
        <ul className="draft-preview__list">
          {value.items.map((item, index) => (
            <li key={index}>
              <Value value={item} locale={locale} />
            </li>
          ))}
        </ul>
      );
    case 'fields':
      return <Fields fields={value.fields} locale={locale} />;
  }
}

/** Nested fields as a definition list: the label, then its value. */
function Fields({ fields, locale }: { fields: PreviewField[]; locale: Locale }) {
  return (
    <dl className="draft-preview__fields">
      {fields.map((field) => (
        <div key={field.name}>
          <dt>{field.label}</dt>
          <dd>
            <Value value={field.value} locale={locale} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A top-level field of the draft: a section with its label as a heading. */
function Section({ field, locale }: { field: PreviewField; locale: Locale }) {
  const id = useId();
  return (
    <section className="draft-preview__section" aria-labelledby={id}>
      <h2 id={id}>{field.label}</h2>
      <Value value={field.value} locale={locale} />
    </section>
  );
}

function Draft({ doc, locale }: { doc: PreviewDocument; locale: Locale }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <div className="preview-banner" role="status">
        <p>{t('preview.banner')}</p>
        <p className="preview-banner__expiry">{t('preview.expires', { date: formatDate(doc.expiresAt, locale), time: wibTime(doc.expiresAt) })}</p>
      </div>
      <PageHeader title={doc.title} {...(doc.summary ? { summary: doc.summary } : {})}>
        <Facts
          items={[
            { label: t('preview.facts.kind'), value: doc.kind.label },
            { label: t('preview.facts.key'), value: doc.key },
            { label: t('preview.facts.version'), value: String(doc.version) },
            { label: t('preview.facts.status'), value: t(`preview.status.${doc.status}`) },
            { label: t('preview.facts.updated'), value: moment(doc.updatedAt, locale) },
          ]}
        />
        {doc.latestVersion > doc.version ? <p className="draft-preview__newer">{t('preview.newer', { version: doc.latestVersion })}</p> : null}
      </PageHeader>
      <Container>
        <div className="draft-preview">
          {doc.sections.map((field) => (
            <Section key={field.name} field={field} locale={locale} />
          ))}
        </div>
      </Container>
    </>
  );
}

/**
 * The draft a signed preview link shows (`/id/pratinjau/:token`, `/en/preview/:token`; the link is made in the
 * console): any content kind, in the page's language, with a draft banner. The token is the only authority (no
 * login). The shell server has already answered 404 for an unknown or expired link (the route's `resource`) and
 * kept the page out of search engines and shared caches; the page loads the draft itself, so it shows its
 * loading, expired and failed states in the site's layout.
 */
export default definePage({
  catalogs: [words],
  Component: ({ locale }) => {
    const { t } = useTranslation(NS);
    const token = useParams().token ?? '';
    const [loaded, setLoaded] = useState<{ key: string; value: Loaded }>({ key: '', value: { state: 'loading' } });
    const key = `${locale} ${token}`;

    const load = useCallback(() => {
      let current = true;
      setLoaded({ key, value: { state: 'loading' } });
      api
        .get(`/preview/${encodeURIComponent(token)}`, single(previewDocument), { locale })
        .then(
          ({ data }) => ({ state: 'ready', doc: data }) as const,
          (error: unknown) => ({ state: error instanceof ApiError && error.status === 404 ? 'expired' : 'failed' }) as const,
        )
        .then((value) => void (current && setLoaded({ key, value })));
      return () => {
        current = false;
      };
    }, [key, locale, token]);
    useEffect(load, [load]);

    const value = loaded.key === key ? loaded.value : { state: 'loading' as const };
    if (value.state === 'ready') return <Draft doc={value.doc} locale={locale} />;
    if (value.state === 'expired') return <StatusPage code="404" title={t('preview.expiredTitle')} message={t('preview.expiredMessage')} />;
    return (
      <Container>
        <div className="draft-preview__state">
          {value.state === 'loading' ? (
            <p role="status">{t('preview.loading')}</p>
          ) : (
            <>
              <p role="alert">{t('preview.failed')}</p>
              <button type="button" className="draft-preview__retry" onClick={load}>
                {t('preview.retry')}
              </button>
            </>
          )}
        </div>
      </Container>
    );
  },
});
