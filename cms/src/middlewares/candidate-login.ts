import { errors } from '@strapi/utils';
import { requestLocale, type Negotiating } from '../utils/request-locale';
import { message } from '../i18n/messages';

/** A candidate's profile and records (applications, saved offers). */
const CANDIDATE_PATHS = /^\/api\/(?:applications|saved-offers|profile)(?:\/|$)/i;
/** A candidate's own alerts: listed, changed, deleted with a token; created by anyone; the emails' links hold their own credential. */
const OWN_ALERTS = /^\/api\/alerts(?:\/(?!(?:confirm|unsubscribe|run)$)[A-Za-z0-9]+)?$/i;

/**
 * Strapi answers a call without a token on a route of the authenticated role with a 403 (its authorize
 * step, before any route middleware). These are a candidate's own records, so the answer is the one of a
 * missing login: a 401 in the request's language. It names paths only to choose a message; what protects
 * the routes is Strapi's authorization, whatever the path's spelling.
 */
export default () =>
  async (ctx: Negotiating & { method: string; path: string; get: (name: string) => string }, next: () => Promise<void>): Promise<void> => {
    const route = ctx.path.replace(/\/+$/, '');
    const ownAlerts = OWN_ALERTS.test(route) && !(ctx.method === 'POST' && route.toLowerCase() === '/api/alerts');
    if ((CANDIDATE_PATHS.test(route) || ownAlerts) && ctx.get('authorization') === '')
      throw new errors.UnauthorizedError(message(requestLocale(ctx), 'account_candidate_login'));
    await next();
  };
