import { Link } from 'react-router';
import type { Locale } from '@brids/contracts';
import { findRoute, localePath } from '@brids/platform';

/** A paragraph linking to the contact page (the marketing remote's), when the release has that page. */
export function ContactLink({ locale, label }: { locale: Locale; label: string }) {
  return findRoute('contact-us', locale) ? (
    <p>
      <Link to={localePath('contact-us', {}, locale)}>{label}</Link>
    </p>
  ) : null;
}
