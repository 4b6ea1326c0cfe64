/**
 * The one client of the site's live API (/api/… on its own origin, which nginx forwards to the CMS and
 * its search thread): its routes called by name, their method and path the table's (API_ROUTES,
 * @rythmo/site-map). The requests themselves, their headers and their failures, are ./request.ts's.
 */
import { callPath, routeOf, type ApiAnswer, type ApiCall, type CallName } from '@rythmo/site-map';
import { PUBLIC_ENV } from '../config/public-env';
import { heldToken } from './token-source';
import { errorOf, pageLanguage, queryOf, request, type Params, type RequestOptions } from './request';

export { ApiError, contentRequest, errorOf, UNKNOWN_ERROR, type ApiErrorBody, type Params, type RequestOptions } from './request';

/** A route's address on the site's origin (a link, a download), its query string given. */
export const apiUrl = (call: ApiCall, params?: Params): string => `${PUBLIC_ENV.liveApiUrl}${callPath(call)}${queryOf(params)}`;

/**
 * One call of a route of the live API (API_ROUTES, @rythmo/site-map: its method and path are the table's);
 * resolves with its JSON, typed as the route answers it (ApiAnswers; undefined for a 204), rejects with an
 * ApiError.
 */
export const apiRequest = <Call extends ApiCall>(call: Call, options: RequestOptions = {}): Promise<ApiAnswer<CallName<Call>>> =>
  request<ApiAnswer<CallName<Call>>>(routeOf(call).method, callPath(call), options);

/**
 * A call of a route that sends or answers a file (a CV sent as multipart, an export downloaded), with the
 * candidate's token: its response as it came, or its error.
 */
export async function apiFile(call: ApiCall, form?: FormData): Promise<Response> {
  const token = heldToken();
  const language = pageLanguage();
  const response = await fetch(apiUrl(call), {
    method: routeOf(call).method,
    headers: { ...(token !== null ? { Authorization: `Bearer ${token}` } : {}), ...(language !== '' ? { 'Accept-Language': language } : {}) },
    body: form,
  });
  if (!response.ok) throw await errorOf(response);
  return response;
}
