import { useTranslation } from 'react-i18next';
import type { Page } from '@brids/contracts';
import type { About, AboutItem } from '@brids/contracts/marketing';
import { pageCall } from '@brids/contracts/page-call';
import { definePage } from '@brids/platform';
import { Container, Image, PageHeader, RichText } from '@brids/ui';
import { NS } from '../../i18n/ns.ts';
import { aboutCatalog } from '../../i18n/parts/about.ts';
import { aboutCall } from '../../api/about.ts';
import './about-us.css';

interface AboutData {
  page: Page;
  about: About;
}

function Items({ items, className }: { items: AboutItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          {item.year ? <span className="about-year">{item.year}</span> : null}
          <h3>{item.title}</h3>
          <p>{item.detail}</p>
        </li>
      ))}
    </ul>
  );
}

/** About us: the company's story (the page's body), vision and mission, management with photos, licences, awards and offices. */
export default definePage<AboutData>({
  catalogs: [aboutCatalog],
  loader: async ({ api, locale }) => {
    const [page, about] = await Promise.all([pageCall(api, { slug: 'about-us', locale }), aboutCall(api, { locale })]);
    return { page: page.data, about: about.data };
  },
  Component: ({ data }) => {
    const { t } = useTranslation(NS);
    const { about } = data;
    return (
      <>
        <PageHeader title={data.page.title} summary={data.page.summary} />
        <Container>
          <section className="mk-section" aria-labelledby="about-story">
            <h2 id="about-story">{t('about.story')}</h2>
            <RichText html={data.page.body} />
          </section>
          <div className="about-vision">
            <section aria-labelledby="about-vision">
              <h2 id="about-vision">{t('about.vision')}</h2>
              <p>{about.vision}</p>
            </section>
            <section aria-labelledby="about-mission">
              <h2 id="about-mission">{t('about.mission')}</h2>
              <ol>
                {about.missions.map((mission) => (
                  <li key={mission}>{mission}</li>
                ))}
              </ol>
            </section>
          </div>
          <section className="mk-section" aria-labelledby="about-management">
            <h2 id="about-management">{t('about.management')}</h2>
            <ul className="about-people">
              {about.management.map((person) => (
                <li key={person.key}>
                  {person.photo ? <Image src={person.photo.url} alt={person.photo.alt} width={200} height={200} /> : null}
                  <h3>{person.title}</h3>
                  <p>{person.detail}</p>
                </li>
              ))}
            </ul>
          </section>
          <section className="mk-section" aria-labelledby="about-licences">
            <h2 id="about-licences">{t('about.licences')}</h2>
            <Items items={about.licences} className="about-grid" />
          </section>
          <section className="mk-section" aria-labelledby="about-awards">
            <h2 id="about-awards">{t('about.awards')}</h2>
            <Items items={about.awards} className="about-grid" />
          </section>
          <section className="mk-section" aria-labelledby="about-offices">
            <h2 id="about-offices">{t('about.offices')}</h2>
            <Items items={about.offices} className="about-grid" />
          </section>
        </Container>
      </>
    );
  },
});
