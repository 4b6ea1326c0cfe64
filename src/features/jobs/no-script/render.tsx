/**
 * The renderer of the jobs lists searched without JavaScript, bundled for the live API's search thread
 * (scripts/build-renderers.mjs writes .renderers/offers.cjs): the site's own components (./answer.tsx)
 * rendered to HTML, in the page's language, with the site's messages. The search thread runs the search
 * this module asks for and hands back the answer (cms/src/plugins/rythmo/server/no-script.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { I18nextContext } from 'gatsby-plugin-react-i18next/dist/i18nextContext';
import type { OfferSearchAnswer } from '@rythmo/site-map';
import { messagesInstance } from '../../../i18n/instance';
import { i18nPageContext } from '../../../i18n/options';
import frCommon from '../../../locales/fr/common.json';
import enCommon from '../../../locales/en/common.json';
import { apiSearch } from '../jobs-query';
import { decodeContext, searchOf } from './context';
import { NoScriptAnswer } from './answer';

const RESOURCES = { fr: { common: frCommon }, en: { common: enCommon } };

export type NoScriptSearch = {
  /** The offer search's query string (the API's parameters) to run. */
  api: string;
  /** The HTML of the answer, or of the search that could not be run (null). */
  render: (answer: OfferSearchAnswer | null) => string;
};

/** The search a list page's address asks for, or null when the include's context is not one the site wrote. */
export function noScriptSearch(context: string, search: string): NoScriptSearch | null {
  const page = decodeContext(context);
  if (page === null) return null;
  const query = searchOf(page, search);
  const i18n = messagesInstance(RESOURCES, page.locale);
  return {
    api: apiSearch(query, page.locale),
    render: (answer) =>
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <I18nextContext.Provider value={i18nPageContext(page.locale, page.path)}>
            <NoScriptAnswer path={page.path} query={query} fixed={page.fixed} answer={answer} />
          </I18nextContext.Provider>
        </I18nextProvider>,
        // Its ids apart from those of the page it goes into.
        { identifierPrefix: 'no-script-' },
      ),
  };
}
