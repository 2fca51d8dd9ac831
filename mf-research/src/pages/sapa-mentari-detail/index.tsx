import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SapaMentari } from '@brids/contracts/research';
import { formatDate, formatNumber } from '@brids/i18n';
import { definePage, localePath } from '@brids/platform';
import { Container, crumbTo, PageHeader } from '@brids/ui';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { fileSize } from '../../components/file-size.ts';
import { signed, signedPercent } from '../../components/changes.ts';
import { price } from '../../components/format.ts';
import { RatingLabel } from '../../components/rating-label.tsx';
import { Table } from '../../components/table.tsx';
import { NS, researchCatalog } from '../../i18n/index.ts';
import { loader } from './loader.ts';
import '../../components/research.css';

export default definePage<SapaMentari>({
  catalogs: [researchCatalog],
  loader,
  Component: ({ data: edition, locale }) => {
    const { t } = useTranslation(NS);
    const up = edition.index_change >= 0;
    return (
      <>
        <PageHeader title={edition.title} summary={edition.headline} trail={[crumbTo('sapa-mentari', locale)]}>
          <p className="research-meta">
            <time dateTime={edition.edition_date}>{formatDate(`${edition.edition_date}T00:00:00+07:00`, locale)}</time>
          </p>
        </PageHeader>
        <Container>
          <section className="ui-section" aria-labelledby="market-summary">
            <h2 id="market-summary">{t('mentari.marketSummary')}</h2>
            <p className="research-index research-index--big">
              {t('mentari.indexClose')}: <strong>{formatNumber(edition.index_close, locale, 2)}</strong>{' '}
              <span className={up ? 'research-up' : 'research-down'}>
                {signed(edition.index_change, locale)} ({signedPercent(edition.index_change_percent, locale)})
              </span>
            </p>
            <p>{edition.market_summary}</p>
            <a className="research-button research-download" href={edition.file.url} type={edition.file.type} download={`${edition.slug}.pdf`}>
              {t('report.download')} <span>({t('report.file', { size: fileSize(edition.file.size, locale) })})</span>
            </a>
          </section>
          <section className="ui-section" aria-labelledby="global-markets">
            <h2 id="global-markets">{t('mentari.globalMarkets')}</h2>
            <Table caption={t('mentari.globalMarkets')} head={[t('mentari.index'), t('mentari.close'), t('mentari.change')]} numeric={[1, 2]}>
              {edition.global_markets.map((m) => (
                <tr key={m.name}>
                  <th scope="row">{m.name}</th>
                  <td>{formatNumber(m.close, locale, 2)}</td>
                  <td className={m.change_percent >= 0 ? 'research-up' : 'research-down'}>{signedPercent(m.change_percent, locale)}</td>
                </tr>
              ))}
            </Table>
          </section>
          <section className="ui-section" aria-labelledby="daily-picks">
            <h2 id="daily-picks">{t('mentari.picks')}</h2>
            <Table
              caption={t('mentari.picks')}
              head={[t('action.ticker'), t('mentari.action'), t('mentari.entry'), t('report.target'), t('mentari.stopLoss')]}
              numeric={[2, 3, 4]}
            >
              {edition.picks.map((p) => (
                <tr key={p.ticker + p.action}>
                  <th scope="row">{p.ticker}</th>
                  <td>
                    <RatingLabel rating={p.action} />
                  </td>
                  <td>
                    {price(p.entry_low, locale)} – {price(p.entry_high, locale)}
                  </td>
                  <td>{price(p.target_price, locale)}</td>
                  <td>{price(p.stop_loss, locale)}</td>
                </tr>
              ))}
            </Table>
          </section>
          <section className="ui-section" aria-labelledby="economic-calendar">
            <h2 id="economic-calendar">{t('mentari.calendar')}</h2>
            <Table
              caption={t('mentari.calendar')}
              head={[t('mentari.time'), t('mentari.country'), t('mentari.event'), t('mentari.forecast'), t('mentari.previous')]}
            >
              {edition.calendar.map((c) => (
                <tr key={c.time + c.event}>
                  <td>{c.time}</td>
                  <td>{c.country}</td>
                  <th scope="row">{c.event}</th>
                  <td>{c.forecast ?? '–'}</td>
                  <td>{c.previous ?? '–'}</td>
                </tr>
              ))}
            </Table>
          </section>
          <p>
            <Link to={localePath('sapa-mentari', {}, locale)}>{t('mentari.editions')}</Link>
          </p>
          <Disclaimer />
        </Container>
      </>
    );
  },
});
