import type { Core } from '@strapi/strapi';
import { isPreviewToken } from '../bootstrap/site-tokens';

type Context = { path: string; query: Record<string, unknown>; status: number; body: unknown; get(header: string): string };

const STATUSES = new Set(['draft', 'published']);

/**
 * Strapi 5 lets any caller of the content API ask for drafts with `?status=draft`. Drafts are for editors
 * (admin panel and preview site), never for visitors or the production build: the content API answers
 * published entries only, except to the preview token, and any other request for drafts is refused with a
 * JSON message.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    const status = ctx.query.status;
    if (ctx.path.startsWith('/api/') && status !== undefined && status !== 'published') {
      const allowed = typeof status === 'string' && STATUSES.has(status) && (await isPreviewToken(strapi, ctx.get('authorization')));
      if (!allowed) {
        strapi.log.warn(`Refused a request for unpublished content: ${ctx.path}`);
        ctx.status = 403;
        ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Only published content is available through this API' } };
        return;
      }
    }
    await next();
  };
