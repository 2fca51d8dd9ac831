import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import type { Offering } from '@brids/contracts/marketing';
import { definePage, localePath, type PageDefinition } from '@brids/platform';
import { Container, Image, PageHeader, RichText, crumbTo } from '@brids/ui';
import { NS } from '../../i18n/ns.ts';
import { offeringCatalog } from '../../i18n/parts/offering.ts';
import { faqCatalog } from '../../i18n/parts/faq.ts';
import { offeringCall } from '../../api/offerings.ts';
import { Accordion } from '../accordion/accordion.tsx';
import { CtaBar } from './cta-bar.tsx';
import { ProgramFacts, SampleTable } from './offering-facts.tsx';

// Only stock-account has kinds: the tabs load with it, after the page's first paint.
const VariantTabs = lazy(() => import('./variant-tabs.tsx'));
import '../cards/cards.css';
import './offering.css';

function Section({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`mk-section ${className ?? ''}`} aria-labelledby={`offering-${id}`}>
      <h2 id={`offering-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

function List({ items, className = 'mk-checks' }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A product or service page, rendered from its typed resource (`GET /api/offerings/{slug}`). */
export function OfferingView({ data, locale }: { data: Offering; locale: Locale }) {
  const { t } = useTranslation(NS);
  const sampleCaption = data.slug === 'mutual-fund' ? t('offering.sampleFunds') : data.slug === 'stock' ? t('offering.samples') : t('offering.sampleOfferings');
  return (
    <>
      <PageHeader title={data.title} summary={data.tagline} trail={[crumbTo('products-and-services', locale)]}>
        <CtaBar locale={locale} formUrl={data.form_url} openAccount={data.open_account} />
      </PageHeader>
      <Container>
        <Image className="mk-offering-hero" src={data.image.url} alt="" width={1280} height={640} sizes="(max-width: 1280px) 100vw, 1280px" priority />
        <div className="mk-offering-intro">
          <Section id="what" title={t('offering.what', { title: data.title })}>
            <p>{data.what_it_is}</p>
          </Section>
          <Section id="who" title={t('offering.who')}>
            <p>{data.who_it_is_for}</p>
          </Section>
        </div>
        {data.variants.length > 0 ? (
          <Section id="kinds" title={t('offering.kinds')}>
            <Suspense fallback={null}>
              <VariantTabs variants={data.variants} locale={locale} />
            </Suspense>
          </Section>
        ) : null}
        {data.program ? (
          <Section id="program" title={t('offering.program')}>
            <ProgramFacts program={data.program} locale={locale} />
          </Section>
        ) : null}
        {data.samples.length > 0 ? (
          <Section id="samples" title={sampleCaption}>
            <SampleTable samples={data.samples} caption={sampleCaption} locale={locale} />
          </Section>
        ) : null}
        <Section id="benefits" title={t('offering.benefits')}>
          <List items={data.benefits} />
        </Section>
        <Section id="steps" title={t('offering.steps')}>
          <ol className="mk-steps">
            {data.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Section>
        <div className="mk-two-columns">
          <Section id="requirements" title={t('offering.requirements')}>
            <List items={data.requirements} className="mk-bullets" />
          </Section>
          <Section id="documents" title={t('offering.documents')}>
            <List items={data.documents} className="mk-bullets" />
          </Section>
        </div>
        {data.fees.length > 0 ? (
          <Section id="fees" title={t('offering.fees')}>
            <table className="mk-table mk-table--fees">
              <thead>
                <tr>
                  <th scope="col">{t('offering.fee')}</th>
                  <th scope="col">{t('offering.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.fees.map((fee) => (
                  <tr key={fee.label}>
                    <th scope="row">{fee.label}</th>
                    <td>{fee.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
        ) : null}
        <Section id="risks" title={t('offering.risks')} className="mk-risks">
          <List items={data.risks} className="mk-bullets" />
        </Section>
        {data.faqs.length > 0 ? (
          <Section id="faq" title={t('offering.faq')}>
            <Accordion
              items={data.faqs.map((faq) => ({
                id: `faq-${faq.slug}`,
                title: faq.question,
                content: (
                  <>
                    <RichText html={faq.answer} />
                    <p>
                      <Link to={localePath('faq-detail', { slug: faq.slug }, locale)}>{t('faq.permalink')}</Link>
                    </p>
                  </>
                ),
              }))}
            />
            <p>
              <Link to={localePath('faq', {}, locale)}>{t('offering.allFaq')}</Link>
            </p>
          </Section>
        ) : null}
        <div className="mk-cta-footer">
          <CtaBar locale={locale} formUrl={data.form_url} openAccount={data.open_account} />
        </div>
        <p className="mk-sample-note">{t('offering.sample')}</p>
      </Container>
    </>
  );
}

/** The page module of one product or service: `slug` is its route name and its resource's slug. */
export function offeringPage(slug: string): PageDefinition<Offering> {
  return definePage<Offering>({
    catalogs: [offeringCatalog, faqCatalog],
    loader: async ({ api, locale }) => (await offeringCall(api, { slug, locale })).data,
    Component: OfferingView,
  });
}
