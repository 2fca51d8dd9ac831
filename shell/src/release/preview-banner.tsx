import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { previewInfo, type PreviewInfo } from '../release.ts';
import type { RouterLike } from './live-release.ts';
import './preview-banner.css';

const TEXTS = {
  en: {
    label: 'Release preview',
    preview: 'Preview in this browser only:',
    pinned: (version: string) => `Everyone else sees ${version}.`,
    unpinned: 'Everyone else sees no version of it.',
    signed: 'Signed link.',
    exit: 'Exit preview',
  },
  id: {
    label: 'Pratinjau rilis',
    preview: 'Pratinjau hanya di peramban ini:',
    pinned: (version: string) => `Pengunjung lain melihat ${version}.`,
    unpinned: 'Pengunjung lain tidak melihat versi apa pun.',
    signed: 'Tautan bertanda tangan.',
    exit: 'Keluar dari pratinjau',
  },
} as const;

function usePathname(router: RouterLike | undefined): string {
  return useSyncExternalStore(
    (notify) => router?.subscribe(() => notify()) ?? (() => {}),
    () => router?.state.location.pathname ?? window.location.pathname,
    () => '/',
  );
}

/**
 * The banner's place: first in <body>, before the app's root, so nothing the layout positions at the
 * top of the page (the transparent header over the home hero) can cover it (preview-banner.css).
 */
function slot(): HTMLElement {
  let element = document.querySelector<HTMLElement>('body > .brids-preview-slot');
  if (!element) {
    element = document.createElement('div');
    element.className = 'brids-preview-slot';
    document.body.prepend(element);
  }
  return element;
}

const inSlot = (banner: ReactNode) => createPortal(banner, slot());

/**
 * The banner of a release preview (`?preview=mf_research@1.5.0`): which remote version this
 * browser runs instead of the pinned one, and a link that ends the preview. Also says why a
 * preview asked for was refused. Renders nothing for everyone else.
 */
export function PreviewBanner({ router, info = previewInfo() }: { router?: RouterLike; info?: PreviewInfo }) {
  const pathname = usePathname(router);
  if (!info) return null;
  const t = TEXTS[pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'id'];
  const exit = `${pathname}?preview=off`;
  if (info.error) {
    return inSlot(
      <div className="brids-preview-banner" data-kind="refused" role="region" aria-label={t.label}>
        <span>{info.error}</span>
        <a href={exit}>{t.exit}</a>
      </div>,
    );
  }
  return inSlot(
    <div className="brids-preview-banner" data-kind="preview" role="region" aria-label={t.label}>
      <span>
        {t.preview} <code>{info.remote}</code> <code>{info.target}</code>.{' '}
        {info.pinned ? t.pinned(info.pinned.version) : t.unpinned}
        {info.signed ? ` ${t.signed}` : ''}
      </span>
      <a href={exit}>{t.exit}</a>
    </div>,
  );
}
