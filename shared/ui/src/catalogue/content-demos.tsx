import { useTranslation } from 'react-i18next';
import {
  Badge,
  Breadcrumbs,
  Container,
  EmptyState,
  ErrorPageFailure,
  Facts,
  Image,
  NotFoundPage,
  Pagination,
  RichText,
  ServerErrorPage,
  StatusLabel,
  UnderRepairPage,
} from '@brids/ui';
import { CATALOGUE_NAMESPACE } from './texts.ts';

export function LabelsDemo() {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return (
    <div className="ui-catalogue__stack">
      <div className="ui-catalogue__row">
        <StatusLabel variant="warning">{t('labels.warning')}</StatusLabel>
        <StatusLabel variant="success">{t('labels.success')}</StatusLabel>
        <StatusLabel variant="danger">{t('labels.danger')}</StatusLabel>
      </div>
      <div className="ui-catalogue__row">
        <Badge variant="warning">{t('labels.badgeWarning')}</Badge>
        <Badge variant="danger">{t('labels.badgeDanger')}</Badge>
        <Badge variant="success">{t('labels.badgeSuccess')}</Badge>
        <Badge variant="on-process">{t('labels.badgeOnProcess')}</Badge>
        <Badge variant="expired">{t('labels.badgeExpired')}</Badge>
        <Badge variant="primary">{t('labels.badgePrimary')}</Badge>
      </div>
    </div>
  );
}

/** The shell's own images (shell/public/images): content images live in the media store, which the catalogue does not read. */
const NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'telegram'];

export function ImageDemo() {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return (
    <div className="ui-catalogue__stack">
      <figure>
        <Image src="/images/og/default.jpg" alt="" width={1280} height={670} />
        <figcaption>{t('image.hero')}</figcaption>
      </figure>
      <figure>
        <Image src="/images/og/default.jpg" alt="" width={400} height={209} sizes="(max-width: 400px) 100vw, 400px" />
        <figcaption>{t('image.card')}</figcaption>
      </figure>
      <figure>
        <div className="ui-catalogue__row">
          {NETWORKS.map((name) => (
            <Image key={name} src={`/images/social/${name}.svg`} alt={name} width={40} height={40} />
          ))}
        </div>
        <figcaption>{t('image.logos')}</figcaption>
      </figure>
    </div>
  );
}

export function ContainerDemo() {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return (
    <div className="ui-catalogue__bleed">
      <Container className="ui-catalogue__container">{t('container')}</Container>
    </div>
  );
}

export function BreadcrumbsDemo() {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const { t: common } = useTranslation('common');
  return <Breadcrumbs items={[{ label: common('nav.home'), to: '#home' }, { label: t('sample.research'), to: '#research' }, { label: t('sample.reports') }]} />;
}

export function PaginationDemo() {
  return (
    <div className="ui-catalogue__stack">
      <Pagination meta={{ page: 1, perPage: 12, total: 36 }} hrefOf={(page) => `#page-${page}`} />
      <Pagination meta={{ page: 7, perPage: 12, total: 240 }} hrefOf={(page) => `#page-${page}`} />
      <Pagination meta={{ page: 20, perPage: 12, total: 240 }} hrefOf={(page) => `#page-${page}`} />
    </div>
  );
}

export function EmptyDemo() {
  return (
    <div className="ui-catalogue__stack">
      <EmptyState kind="empty" />
      <EmptyState kind="noResult" />
      <EmptyState kind="announcements" />
    </div>
  );
}

export function FactsDemo() {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return (
    <Facts
      items={[
        { label: t('sample.ticker'), value: 'DMEN' },
        { label: t('sample.sector'), value: t('select.energy') },
        { label: t('sample.listing'), value: '12-05-2010' },
      ]}
    />
  );
}

export function RichTextDemo() {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return <RichText html={t('sample.richText')} />;
}

export function StatusDemo() {
  return (
    <div className="ui-catalogue__stack">
      {[<NotFoundPage key="404" />, <UnderRepairPage key="503" />, <ServerErrorPage key="500" status={500} />, <ErrorPageFailure key="failure" />].map(
        (page) => (
          <div key={page.key} className="ui-catalogue__frame">
            {page}
          </div>
        ),
      )}
    </div>
  );
}
