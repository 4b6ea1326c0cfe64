import * as React from 'react';
import type { Locale } from '@rythmo/site-map';
import type { PageContext, PageMenus } from '../routing/page-context';

/**
 * The menus of a page, resolved when the site was built and given in its context (src/build-time/menus.ts):
 * the page wrapper (./wrap-page.tsx) hands them to the header and the footer.
 */
const MenusContext = React.createContext<PageContext['menus']>(undefined);
export const MenusProvider = MenusContext.Provider;

const NONE: PageMenus = { menus: [], header: [], headerPages: [], footer: [] };

/** The page's menus in a language (the not-found page holds every language's). */
export const useMenus = (locale: Locale): PageMenus => React.useContext(MenusContext)?.[locale] ?? NONE;
