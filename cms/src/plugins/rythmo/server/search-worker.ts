/**
 * The search thread: a worker thread of the CMS process with its own small heap and its own HTTP port,
 * the one server of the two routes a visitor's typing and filtering call, /api/rythmo/job-offers and
 * /api/rythmo/geo-search, and the one holder of their indexes; it also renders the jobs lists searched
 * without JavaScript (./no-script.ts). nginx forwards the two routes here
 * (LIVE_SEARCH_UPSTREAM); the CMS itself does not answer them. The CMS reads the offers from the database
 * and sends them on each change (./search-thread.ts).
 *
 * Why a thread: the CMS's heap (Strapi itself) needs major collections that stop its thread under load;
 * a search answered there waited for them. This thread holds the indexes and little else, so its
 * collections are short and rare, and none of the CMS's stops it (docs/decisions.md).
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import qs from 'qs';
import { callPath, frenchToday, NO_SCRIPT_API_PATH, type OfferSearchAnswer } from '@rythmo/site-map';
import { geoSearchParams, ParameterError, QUERY_SETTINGS } from '../../../search/params';
import { said } from '../../../i18n/messages';
import { offerSearchParams, type OfferSearchParams } from '../../../search/offer-params';
import { answerSearch, searchData, type SearchData } from '../../../search/answer';
import { readGeoIndex } from '../../../search/geo/data';
import { cachedGeoSearch } from '../../../search/geo/cached';
import { CACHE } from './http-cache';
import { noScriptAnswers } from './no-script';
import type { SearchThreadMessage, SearchWorkerData, WorkerReport } from './search-thread-protocol';

const port = parentPort;
if (port === null) throw new Error('search-worker runs as a worker thread');
const { host, listenPort, noScriptRenderer } = workerData as SearchWorkerData;
const report = (message: WorkerReport): void => port.postMessage(message);
const noScript = noScriptAnswers(noScriptRenderer, (text) => report({ type: 'log', level: 'warn', text }));

const geoStarted = Date.now();
const geoIndex = readGeoIndex();
const searchPlaces = cachedGeoSearch(geoIndex);
{
  const { own, postcode, chefLieu, none } = geoIndex.sources;
  report({
    type: 'log',
    level: 'info',
    text: `Geo-search index: ${own + postcode + chefLieu + none} communes (${own} placed by GeoNames, ${postcode} by a shared postcode, ${chefLieu} at their département's chef-lieu, ${none} unplaced) in ${Date.now() - geoStarted} ms`,
  });
}
let offers: SearchData | undefined;

port.on('message', (message: SearchThreadMessage) => {
  if (message.type !== 'offers') return;
  const started = Date.now();
  offers = searchData(message.records, message);
  report({ type: 'log', level: 'info', text: `Search thread: ${message.records.length} offers indexed in ${Date.now() - started} ms` });
});

/** JSON, or (`html`) the HTML of a list searched without JavaScript. */
type Answer = { status: number; body: unknown; cache: string; html?: boolean };

const error = (status: number, name: string, message: string): Answer => ({
  status,
  body: { data: null, error: { status, name, message, details: {} } },
  cache: CACHE.error,
});

/** The request's path and query, when its target is an absolute path without dot segments, doubled or encoded slashes. */
const ORIGIN_FORM = /^(\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]*)(?:\?(.*))?$/s;

/**
 * The answer to one request. Nothing a client sends may throw out of it: the thread serves every search,
 * and an exception here would end it (every search a 502 until it is started again).
 */
function answer(method: string, target: string): Answer {
  if (method !== 'GET' && method !== 'HEAD') return error(405, 'MethodNotAllowedError', 'Method Not Allowed');
  try {
    const parts = ORIGIN_FORM.exec(target);
    if (parts === null) return error(400, 'BadRequestError', 'Adresse de requête invalide.');
    const [, pathname, search = ''] = parts;
    // Ready once it holds the offers (the geo index is built before it listens).
    if (pathname === '/_health')
      return offers === undefined ? error(503, 'ServiceUnavailableError', 'Indexing') : { status: 204, body: null, cache: CACHE.error };
    const query = qs.parse(search, QUERY_SETTINGS) as Record<string, unknown>;
    if (pathname === `/api${callPath('geoSearch')}`) {
      const { type, query: text, limit } = geoSearchParams(query);
      return { status: 200, body: searchPlaces(type, text, limit), cache: CACHE.geo };
    }
    const searchOffers = (data: SearchData, params: OfferSearchParams): OfferSearchAnswer =>
      answerSearch(data, params, (name) => searchPlaces('CITY', name, 1)[0], frenchToday());
    if (pathname === `/api${callPath('offerSearch')}`) {
      if (offers === undefined) return error(503, 'ServiceUnavailableError', said('api_unavailable'));
      return { status: 200, body: searchOffers(offers, offerSearchParams(query)), cache: CACHE.offers };
    }
    if (pathname.startsWith(NO_SCRIPT_API_PATH)) {
      const data = offers;
      const { status, html } = noScript(pathname.slice(NO_SCRIPT_API_PATH.length), search, (params) =>
        data === undefined ? null : searchOffers(data, params),
      );
      return { status, body: html, cache: status === 200 && data !== undefined ? CACHE.offers : CACHE.error, html: true };
    }
    return error(404, 'NotFoundError', 'Not Found');
  } catch (failure) {
    if (failure instanceof ParameterError) return error(400, 'ValidationError', failure.message);
    report({ type: 'log', level: 'error', text: `Search thread: ${failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)}` });
    return error(500, 'InternalServerError', 'Internal Server Error');
  }
}

const server = http.createServer((request, response) => {
  const { status, body, cache, html = false } = answer(request.method ?? 'GET', request.url ?? '');
  const text = status === 204 ? '' : html ? String(body) : JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': cache,
  });
  response.end(request.method === 'HEAD' || status === 204 ? undefined : text);
});
// As the CMS's own server: idle connections of nginx outlive its reuse of them.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('error', (failure) => report({ type: 'failed', text: failure.message }));
server.listen(listenPort, host, () => {
  const address = server.address();
  report({ type: 'listening', port: typeof address === 'object' && address !== null ? address.port : listenPort });
});
