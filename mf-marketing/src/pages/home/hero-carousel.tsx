import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeroSlide } from '@brids/contracts/marketing';
import { Container, Image } from '@brids/ui';
import { NS } from '../../i18n/ns.ts';

function SlideCta({ slide }: { slide: HeroSlide }) {
  if (!slide.cta) return null;
  const external = /^https?:\/\//.test(slide.cta.url);
  return (
    <a className="home-hero__cta" href={slide.cta.url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {slide.cta.label}
    </a>
  );
}

/**
 * The home hero from the content service. The first slide is the page's largest paint (its image
 * eager, high priority); the other slides mount only after the page has painted, and are shown with
 * the previous/next buttons (no autoplay: nothing moves unless the visitor asks).
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const { t } = useTranslation(NS);
  const [index, setIndex] = useState(0);
  const [later, setLater] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setLater(true), 1500);
    return () => window.clearTimeout(id);
  }, []);
  if (slides.length === 0) return null;
  const count = later ? slides.length : 1;
  const go = (step: number) => {
    setLater(true);
    setIndex((current) => (current + step + slides.length) % slides.length);
  };
  return (
    <section className="home-hero" aria-roledescription="carousel" aria-label={t('home.slides')}>
      {slides.slice(0, Math.max(count, index + 1)).map((slide, i) => (
        <div
          key={slide.title}
          className="home-hero__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={t('home.slide', { n: i + 1, count: slides.length })}
          hidden={i !== index}
        >
          <Image className="home-hero__image" src={slide.image.url} alt="" width={1536} height={640} sizes="100vw" priority={i === 0} />
          <Container>
            <div className="home-hero__text">
              {i === 0 ? <h1>{slide.title}</h1> : <h2 className="home-hero__title">{slide.title}</h2>}
              <p>{slide.text}</p>
              <SlideCta slide={slide} />
            </div>
          </Container>
        </div>
      ))}
      {slides.length > 1 ? (
        <Container>
          <div className="home-hero__controls">
            <button type="button" onClick={() => go(-1)} aria-label={t('home.previous')}>
              <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16"><path d="M10 3L5 8l5 5" stroke="currentColor" strokeWidth="2" fill="none" /></svg>
            </button>
            <span aria-live="polite">{t('home.slide', { n: index + 1, count: slides.length })}</span>
            <button type="button" onClick={() => go(1)} aria-label={t('home.next')}>
              <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16"><path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="2" fill="none" /></svg>
            </button>
          </div>
        </Container>
      ) : null}
    </section>
  );
}
