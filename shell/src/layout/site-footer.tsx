import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { Container, Image } from '@brids/ui';
import { NS } from '../i18n/index.ts';
import { useLayout } from './layout-data.ts';
import { MenuLink } from './menu-link.tsx';
import { SocialIcon, socialLinks } from './social-icon.tsx';

/** Copyright year until the setting loads (spec §9). */
export const DEFAULT_COPYRIGHT_YEAR = '2024';

export function CopyrightLine({ year }: { year: string | undefined }) {
  const { t } = useTranslation('common');
  return <p className="site-footer__copyright">{t('footer.copyright', { year: year ?? DEFAULT_COPYRIGHT_YEAR, name: t('site.name') })}</p>;
}

/**
 * The footer (spec §2): company info and social links from the settings, the footer menu, and a
 * secondary footer with the partner logos and the copyright line.
 */
export function SiteFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NS);
  const { footerMenu, footerLogos, settings } = useLayout(locale);
  const social = socialLinks(settings);
  return (
    <footer className="site-footer">
      <Container>
        <div className="site-footer__top">
          <section className="site-footer__company" aria-label={t('site.name', { ns: 'common' })}>
            <p className="site-footer__brand">{t('site.name', { ns: 'common' })}</p>
            <address>
              {settings['footer-address'] ? (
                <p>
                  <span className="visually-hidden">{t('footer.address')}: </span>
                  {settings['footer-address']}
                </p>
              ) : null}
              {settings['footer-phone'] ? (
                <p>
                  {t('footer.phone')}: <a href={`tel:${settings['footer-phone'].replace(/[^+\d]/g, '')}`}>{settings['footer-phone']}</a>
                </p>
              ) : null}
              {settings['footer-email'] ? (
                <p>
                  {t('footer.email')}: <a href={`mailto:${settings['footer-email']}`}>{settings['footer-email']}</a>
                </p>
              ) : null}
            </address>
            {social.length > 0 ? (
              <ul className="site-footer__social" aria-label={t('footer.followUs')}>
                {social.map(({ network, url }) => (
                  <li key={network}>
                    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t(`footer.social.${network}`)}>
                      <SocialIcon network={network} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <nav aria-label={t('footer.menu')} className="site-footer__nav">
            {footerMenu.map((group) => (
              <section key={group.id} className="site-footer__group">
                <h2 className="site-footer__heading">{group.title}</h2>
                <ul>
                  {group.child.map((item) => (
                    <li key={item.id}>
                      <MenuLink url={item.url}>{item.title}</MenuLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </div>
        {settings['authorized-message'] ? <p className="site-footer__authorized">{settings['authorized-message']}</p> : null}
      </Container>
      <div className="site-footer__secondary">
        <Container>
          {footerLogos.length > 0 ? (
            <ul className="site-footer__partners" aria-label={t('footer.partners')}>
              {footerLogos.map((logo) => (
                <li key={logo.id}>
                  <a href={logo.url} target="_blank" rel="noopener noreferrer">
                    {logo.images[0] ? <Image src={logo.images[0].url} alt={logo.title} width={100} height={40} /> : logo.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <CopyrightLine year={settings['copyright-year']} />
        </Container>
      </div>
    </footer>
  );
}
