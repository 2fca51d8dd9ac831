import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import type { Company } from '@brids/contracts/research';
import { MANAGEMENT_ROLES } from '@brids/contracts/research/constants';
import { formatDate, formatNumber } from '@brids/i18n';
import { Table } from '../../components/table.tsx';
import { NS } from '../../i18n/index.ts';

const day = (value: string, locale: Locale) => formatDate(`${value}T00:00:00+07:00`, locale);

/** The section ids, in the order of the page (spec §3's nine sections; the financial overview after stock history). */
export const SECTION_IDS = ['about', 'management', 'subsidiaries', 'stockholders', 'stock-history', 'financials', 'contact', 'products', 'other', 'news'] as const;

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="ui-section research-company-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export function Management({ company }: { company: Company }) {
  const { t } = useTranslation(NS);
  return (
    <Section id="management" title={t('company.management')}>
      <div className="research-management">
        {MANAGEMENT_ROLES.map((role) => {
          const people = company.management.filter((m) => m.role === role);
          if (!people.length) return null;
          return (
            <div key={role}>
              <h3>{t('company.role', { returnObjects: true })[role]}</h3>
              <dl className="research-pairs">
                {people.map((p) => (
                  <div key={p.position + p.name}>
                    <dt>{p.position}</dt>
                    <dd>{p.name}</dd>
                  </div>
                ))}
              </dl>
            </div>
          );
        })}
      </div>
    </Section>
  );
}

export function Subsidiaries({ company, locale }: { company: Company; locale: Locale }) {
  const { t } = useTranslation(NS);
  return (
    <Section id="subsidiaries" title={t('company.subsidiaries')}>
      <Table caption={`${t('company.subsidiaries')} ${company.ticker}`} captionHidden head={[t('company.name'), t('company.activity'), t('company.ownership')]} numeric={[2]}>
        {company.subsidiaries.map((s) => (
          <tr key={s.name}>
            <th scope="row">{s.name}</th>
            <td>{s.activity}</td>
            <td className="research-num">{formatNumber(s.ownership_percent, locale, 2)}%</td>
          </tr>
        ))}
      </Table>
    </Section>
  );
}

/** Stockholders with their percentages, each drawn as a bar (the numbers stay in the table for screen readers). */
export function Stockholders({ company, locale }: { company: Company; locale: Locale }) {
  const { t } = useTranslation(NS);
  return (
    <Section id="stockholders" title={t('company.stockholders')}>
      <Table caption={`${t('company.stockholders')} ${company.ticker}`} captionHidden head={[t('company.holder'), t('company.shares'), t('company.percent')]} numeric={[1, 2]}>
        {company.stockholders.map((s) => (
          <tr key={s.name}>
            <th scope="row">{s.name}</th>
            <td className="research-num">{formatNumber(s.shares * 1_000_000, locale)}</td>
            <td className="research-num research-share">
              {/* An SVG's geometry, not a style attribute: server-rendered markup keeps to the style policy. */}
              <svg className="research-bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <rect width={Math.min(100, s.percent)} height="1" />
              </svg>
              {formatNumber(s.percent, locale, 2)}%
            </td>
          </tr>
        ))}
      </Table>
    </Section>
  );
}

export function StockHistory({ company, locale }: { company: Company; locale: Locale }) {
  const { t } = useTranslation(NS);
  return (
    <Section id="stock-history" title={t('company.stockHistory')}>
      <Table
        caption={`${t('company.stockHistory')} ${company.ticker}`}
        captionHidden
        head={[t('action.date'), t('company.event'), t('company.addedShares'), t('company.totalShares'), t('company.note')]}
        numeric={[2, 3]}
      >
        {company.stock_history.map((h) => (
          <tr key={h.date + h.kind}>
            <td>{day(h.date, locale)}</td>
            <th scope="row">{t('company.historyKind', { returnObjects: true })[h.kind]}</th>
            <td className="research-num">{formatNumber(h.shares * 1_000_000, locale)}</td>
            <td className="research-num">{formatNumber(h.total_shares * 1_000_000, locale)}</td>
            <td>{h.note}</td>
          </tr>
        ))}
      </Table>
    </Section>
  );
}

export function Contact({ company }: { company: Company }) {
  const { t } = useTranslation(NS);
  return (
    <Section id="contact" title={t('company.contact')}>
      <dl className="research-pairs">
        <div>
          <dt>{t('company.address')}</dt>
          <dd>{company.address}</dd>
        </div>
        <div>
          <dt>{t('company.phone')}</dt>
          <dd>
            <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>
          </dd>
        </div>
        {company.fax ? (
          <div>
            <dt>{t('company.fax')}</dt>
            <dd>{company.fax}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('company.email')}</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('company.website')}</dt>
          <dd>{company.website}</dd>
        </div>
      </dl>
    </Section>
  );
}
