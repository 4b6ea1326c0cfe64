import type { Core } from '@strapi/strapi';

type Context = { path: string; query: Record<string, unknown>; status: number; body: unknown };

/**
 * Strapi 5 lets any caller of the content API ask for drafts with `?status=draft`. Drafts are for editors
 * (admin panel and preview), never for visitors or the production build: the content API answers
 * published entries only, and a request for anything else is refused with a JSON message.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    if (ctx.path.startsWith('/api/') && ctx.query.status !== undefined && ctx.query.status !== 'published') {
      strapi.log.warn(`Refused a request for unpublished content: ${ctx.path}`);
      ctx.status = 403;
      ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Only published content is available through this API' } };
      return;
    }
    await next();
  };
