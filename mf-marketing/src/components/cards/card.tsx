import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Image } from '@brids/ui';
import './cards.css';

export interface CardProps {
  to: string;
  title: string;
  text?: string;
  eyebrow?: string;
  image?: { url: string; alt: string } | undefined;
  /** Loads the image eagerly (cards of the first row on a list page). */
  priority?: boolean;
  meta?: ReactNode;
  badges?: ReactNode;
  headingLevel?: 2 | 3;
}

/** A card of a list: image (16:9 through the image optimiser), eyebrow, title linking the whole card, text, meta. */
export function Card({ to, title, text, eyebrow, image, priority = false, meta, badges, headingLevel = 3 }: CardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className="mk-card">
      {image ? (
        <Image className="mk-card__image" src={image.url} alt="" width={640} height={360} sizes="(max-width: 40em) 100vw, (max-width: 64em) 50vw, 420px" priority={priority} />
      ) : null}
      {badges ? <div className="mk-card__badges">{badges}</div> : null}
      <div className="mk-card__body">
        {eyebrow ? <p className="mk-card__eyebrow">{eyebrow}</p> : null}
        <Heading className="mk-card__title">
          <Link to={to}>{title}</Link>
        </Heading>
        {text ? <p className="mk-card__text">{text}</p> : null}
        {meta ? <div className="mk-card__meta">{meta}</div> : null}
      </div>
    </article>
  );
}
