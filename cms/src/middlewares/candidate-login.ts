import { errors } from '@strapi/utils';
import { requestLocale, type Negotiating } from '../utils/request-locale';
import { message } from '../i18n/messages';
import { CANDIDATE_ACTIONS } from '../bootstrap/permissions';

type Context = Negotiating & { status: number; get: (name: string) => string; state: { route?: { handler?: unknown } } };

/**
 * Strapi answers a call without a token on a route of the authenticated role with a 403 (its authorize
 * step, before any route policy or middleware can run). A candidate's own records miss a login, not a
 * right: that 403 becomes a 401 in the request's language. The route is the one Strapi matched (its
 * handler, one of the actions the authenticated role alone holds), so no spelling of a path is compared;
 * what protects the routes is Strapi's authorization.
 */
export default () =>
  async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    await next();
    const handler = ctx.state.route?.handler;
    if (ctx.status === 403 && ctx.get('authorization') === '' && typeof handler === 'string' && CANDIDATE_ACTIONS.has(handler))
      throw new errors.UnauthorizedError(message(requestLocale(ctx), 'account_candidate_login'));
  };
