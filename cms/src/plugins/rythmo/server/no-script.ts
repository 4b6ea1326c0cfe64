/**
 * The jobs lists searched by a browser that runs no script (`/offres-emploi?query=serveur`): nginx includes
 * in the list's static page, inside its <noscript>, the answer of NO_SCRIPT_API_PATH (the page's context, then
 * the page's own query string), which the search thread renders with the site's components: the site's
 * renderer (src/features/jobs/no-script/render.tsx, bundled by scripts/build-renderers.mjs) reads the
 * address as the page does, this runs the offer search it asks for, the renderer writes the HTML.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import qs from 'qs';
import type { OfferSearchAnswer } from '@rythmo/site-map';
import { QUERY_SETTINGS } from '../../../search/params';
import { offerSearchParams, type OfferSearchParams } from '../../../search/offer-params';
import { ParameterError } from '../../../search/params';

/** What the site's bundle exports (render.tsx). */
type Renderer = {
  noScriptSearch: (context: string, search: string) => { api: string; render: (answer: OfferSearchAnswer | null) => string } | null;
};

export type NoScriptAnswer = { status: number; html: string };

/**
 * The answers of NO_SCRIPT_API_PATH from a renderer bundle (read at the first request). No bundle, or a
 * context the site did not write: nothing (204), and the page shows its own notice and list. A search that cannot run
 * (the offers not yet indexed, a value the API refuses) is said in the page, its words kept in the box.
 */
export function noScriptAnswers(
  file: string,
  log: (text: string) => void,
): (context: string, search: string, run: (params: OfferSearchParams) => OfferSearchAnswer | null) => NoScriptAnswer {
  let renderer: Renderer | null | undefined;
  const load = (): Renderer | null => {
    if (renderer !== undefined) return renderer;
    if (!fs.existsSync(file)) {
      log(`No-script renderer missing (${file}): lists searched without JavaScript show their notice. Run npm run build:renderers.`);
      renderer = null;
    } else renderer = createRequire(__filename)(file) as Renderer;
    return renderer;
  };
  return (context, search, run) => {
    const loaded = load();
    if (loaded === null) return { status: 204, html: '' };
    const page = loaded.noScriptSearch(context, search);
    if (page === null) return { status: 204, html: '' };
    let answer: OfferSearchAnswer | null;
    try {
      answer = run(offerSearchParams(qs.parse(page.api, QUERY_SETTINGS) as Record<string, unknown>));
    } catch (failure) {
      if (!(failure instanceof ParameterError)) throw failure;
      answer = null;
    }
    return { status: 200, html: page.render(answer) };
  };
}
