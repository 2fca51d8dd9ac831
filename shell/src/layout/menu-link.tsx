import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A CMS url: site paths become router links, other addresses open in a new tab. */
export function MenuLink({ url, children, className }: { url: string; children: ReactNode; className?: string }) {
  if (url.startsWith('/')) {
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
