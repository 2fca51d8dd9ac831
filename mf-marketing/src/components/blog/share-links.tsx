import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/ns.ts';

const NETWORKS = [
  { name: 'Facebook', href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { name: 'X', href: (url: string, title: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}` },
  { name: 'LinkedIn', href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
  { name: 'WhatsApp', href: (url: string, title: string) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
];

/** Share links of a post (new tab) and a copy-link button. `url` is the post's absolute address. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation(NS);
  const [copied, setCopied] = useState(false);
  return (
    <div className="mk-share">
      <h2 className="mk-share__title">{t('blog.share')}</h2>
      <ul>
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <a href={network.href(url, title)} target="_blank" rel="noopener noreferrer" aria-label={t('blog.shareOn', { network: network.name })}>
              {network.name}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false));
            }}
          >
            {t('blog.copyLink')}
          </button>
          <span role="status" className="mk-share__status">
            {copied ? t('blog.copied') : ''}
          </span>
        </li>
      </ul>
    </div>
  );
}
