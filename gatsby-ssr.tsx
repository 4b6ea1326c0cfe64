import type { GatsbySSR } from 'gatsby';
import { wrapPage } from './src/components/wrap-page';

// Shared by every page: the browser chrome colour and the default language before the page head applies its own.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'fr' });
  setHeadComponents([
    <meta key="theme-color" name="theme-color" content="#5b2bd9" />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;
