import type { Core } from '@strapi/strapi';
import { message } from '../i18n/messages';
import { requestLocale, type Negotiating } from '../utils/request-locale';

type Context = Negotiating & {
  status: number;
  body: unknown;
  state: { route?: { info?: { type?: string } } };
};
type Config = { ms?: number };

/**
 * A time limit on content API requests (routes of type content-api: the public API and the site tokens'
 * reads): past it, the caller gets a 503 JSON error at once, and whatever the request still computes is
 * dropped. The admin panel (imports, publishing many entries) is not limited. The query limits of
 * src/security refuse the expensive requests up front; this bounds what slips through.
 */
export default (config: Config, { strapi }: { strapi: Core.Strapi }) => {
  const ms = config.ms ?? 10_000;
  return async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    let timer: NodeJS.Timeout | undefined;
    const work = next();
    const expired = new Promise<'expired'>((resolve) => {
      timer = setTimeout(() => resolve('expired'), ms);
    });
    try {
      const outcome = await Promise.race([work.then(() => 'done' as const), expired]);
      if (outcome === 'expired' && ctx.state.route?.info?.type === 'content-api') {
        work.catch(() => undefined);
        strapi.log.warn(`A content API request passed its time limit of ${ms} ms and was answered 503`);
        ctx.status = 503;
        ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: message(requestLocale(ctx), 'request_timeout') } };
        return;
      }
      await work;
    } finally {
      clearTimeout(timer);
    }
  };
};
