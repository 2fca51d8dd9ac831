import { useTranslation } from 'react-i18next';
import type { Announcement } from '@brids/contracts/marketing';
import { formatDate, formatNumber } from '@brids/i18n';
import { definePage } from '@brids/platform';
import { Container, PageHeader, RichText, crumbTo } from '@brids/ui';
import { NS } from '../../i18n/ns.ts';
import { announcementCatalog } from '../../i18n/parts/announcement.ts';
import { announcementCall } from '../../api/announcements.ts';
import '../announcement/announcement.css';

const size = (bytes: number, locale: 'id' | 'en') => (bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1048576, locale, 1)} MB` : `${formatNumber(Math.max(1, bytes / 1024), locale)} KB`);

/** An announcement: date, body and its PDF attachments. */
export default definePage<Announcement>({
  catalogs: [announcementCatalog],
  loader: async ({ api, locale, params }) => (await announcementCall(api, { slug: params.slug ?? '', locale })).data,
  Component: ({ data, locale }) => {
    const { t } = useTranslation(NS);
    return (
      <>
        <PageHeader title={data.title} summary={data.summary} trail={[crumbTo('announcement', locale)]}>
          <p>
            <time dateTime={data.published_at}>{formatDate(data.published_at, locale)}</time>
          </p>
        </PageHeader>
        <Container>
          <RichText html={data.body} />
          {data.attachments.length > 0 ? (
            <section className="mk-section" aria-labelledby="attachments">
              <h2 id="attachments">{t('announcement.attachments')}</h2>
              <ul className="mk-attachments">
                {data.attachments.map((file) => (
                  <li key={file.url}>
                    <a href={file.url} download={file.name} type="application/pdf">
                      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
                        <path d="M5 2h7l4 4v12H5z" fill="none" stroke="currentColor" strokeWidth="1.5" />
                        <path d="M10 8v6m-3-3l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.5" />
                      </svg>
                      {t('announcement.download', { name: file.name, size: size(file.size, locale) })}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </Container>
      </>
    );
  },
});
