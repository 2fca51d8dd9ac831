import type { ContentKind } from '../editorial/kind.ts';
import { componentsKind } from './kinds/components.ts';
import { collectionKinds } from './kinds/entries.ts';
import { footerLogosKind } from './kinds/footer-logos.ts';
import { menusKind } from './kinds/menus.ts';
import { pagesKind } from './kinds/pages.ts';
import { redirectsKind } from './kinds/redirects.ts';
import { settingsKind } from './kinds/settings.ts';

/**
 * The site slice's content kinds, edited through the console (editorial/kind.ts): menus and settings (admin),
 * components, footer logos, pages, redirects and the generic collections' entries, one kind per collection (editor).
 */
export const siteKinds: ContentKind[] = [menusKind, settingsKind, componentsKind, footerLogosKind, pagesKind, redirectsKind, ...collectionKinds];
