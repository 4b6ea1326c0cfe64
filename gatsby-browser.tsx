import type { GatsbyBrowser } from 'gatsby';
import { rootRedirect } from './src/i18n/locale-cookie';
import { installNavigationGuard } from './src/routing/install-navigation-guard';
import './src/styles/global.css';

// On the root path only, a visitor whose cookie or browser asks for another language is sent there.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  const target = rootRedirect(window.location.pathname, document.cookie, navigator.languages ?? [navigator.language]);
  if (target !== null) window.location.replace(`${target}${window.location.search}${window.location.hash}`);
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  installNavigationGuard();
};
