import { useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Menu } from '@brids/contracts';
import { NS } from '../i18n/index.ts';
import { MenuLink } from './menu-link.tsx';
import { rendersServerMarkup } from './server-markup.ts';

const focusables = (root: Element | null) =>
  root ? Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) : [];

function Submenu({ items, level }: { items: Menu[]; level: 2 | 3 }) {
  return (
    <ul className={`site-nav__list site-nav__list--level-${level}`}>
      {items.map((item) => (
        <li key={item.id} className="site-nav__item">
          <MenuLink url={item.url} className="site-nav__link">
            {item.title}
          </MenuLink>
          {level === 2 && item.child.length > 0 ? <Submenu items={item.child} level={3} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The main navigation from the CMS, up to three levels (spec §2). Keyboard: Tab through every
 * link and submenu button; Left/Right between top-level entries; Down opens a submenu and enters
 * it, Up/Down move inside it; Escape closes it and returns focus to its button.
 */
export function MainNav({ menus, id, open: navOpen }: { menus: Menu[]; id: string; open: boolean }) {
  const { t } = useTranslation(NS);
  const { pathname } = useLocation();
  // One submenu open at a time, and only for the page it was opened on (closes on navigation).
  // `hover`: opened by the pointer resting on it (closes when it leaves); else pinned by click or key.
  const [openSub, setOpenSub] = useState<{ id: number; path: string; hover: boolean } | null>(null);
  const isOpen = (menuId: number) => openSub?.id === menuId && openSub.path === pathname;
  const setOpen = (menuId: number | null, hover = false) =>
    setOpenSub(menuId === null ? null : { id: menuId, path: pathname, hover });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const topItem = target.closest<HTMLElement>('.site-nav__list--level-1 > .site-nav__item');
    if (!topItem) return;
    const tops = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('.site-nav__list--level-1 > .site-nav__item'));
    const index = tops.indexOf(topItem);
    const inSubmenu = target.closest('.site-nav__list--level-2') !== null;
    const menuId = Number(topItem.dataset.menuId);
    if (event.key === 'Escape' && (inSubmenu || isOpen(menuId))) {
      // Handled: the phone menu around the navigation stays open (its listener skips handled keys).
      event.preventDefault();
      setOpen(null);
      topItem.querySelector<HTMLElement>('.site-nav__toggle')?.focus();
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && !inSubmenu) {
      event.preventDefault();
      const next = tops[(index + (event.key === 'ArrowRight' ? 1 : tops.length - 1)) % tops.length];
      next?.querySelector<HTMLElement>('a, button')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!topItem.querySelector('.site-nav__panel')) return;
      event.preventDefault();
      if (!inSubmenu) {
        setOpen(menuId);
        requestAnimationFrame(() => focusables(topItem.querySelector('.site-nav__list--level-2'))[0]?.focus());
        return;
      }
      const links = focusables(topItem.querySelector('.site-nav__list--level-2'));
      const at = links.indexOf(target);
      links[(at + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length]?.focus();
    }
  };

  return (
    <nav
      id={id}
      className={navOpen ? 'site-nav site-nav--open' : 'site-nav'}
      aria-label={t('nav.mainNavigation', { ns: 'common' })}
      onKeyDown={onKeyDown}
    >
      <ul className="site-nav__list site-nav__list--level-1">
        {menus.map((item) => {
          const expanded = isOpen(item.id);
          const submenuId = `submenu-${item.id}`;
          return (
            <li
              key={item.id}
              data-menu-id={item.id}
              className={expanded ? 'site-nav__item site-nav__item--open' : 'site-nav__item'}
              onMouseEnter={() => item.child.length > 0 && !expanded && setOpen(item.id, true)}
              onMouseLeave={() => expanded && openSub?.hover && setOpen(null)}
            >
              <MenuLink url={item.url} className="site-nav__link site-nav__link--top">
                {item.title}
              </MenuLink>
              {item.child.length > 0 ? (
                <>
                  <button
                    type="button"
                    className="site-nav__toggle"
                    aria-expanded={expanded}
                    aria-controls={submenuId}
                    aria-label={t('header.openSubmenu', { title: item.title })}
                    // After a hover opened it, a click pins it open instead of closing it.
                    onClick={() => setOpen(expanded && !openSub?.hover ? null : item.id)}
                  >
                    <span aria-hidden="true">▾</span>
                  </button>
                  {/* A closed submenu's links are not rendered (a third of the header's elements, hidden until
                      opened), but in a server-rendered document, where CSS opens them without scripts. */}
                  <div id={submenuId} className="site-nav__panel" hidden={!expanded}>
                    {expanded || rendersServerMarkup() ? <Submenu items={item.child} level={2} /> : null}
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
