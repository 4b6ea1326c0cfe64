import type { Core } from '@strapi/strapi';

type Context = {
  req: { socket: { remoteAddress?: string }; headers: Record<string, string | string[] | undefined> };
};
type Config = { trusted?: readonly string[] };

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip', 'forwarded'];

/** `::ffff:127.0.0.1` is 127.0.0.1 reached over IPv6. */
const plain = (address: string): string => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/**
 * The client's address behind a proxy. Koa trusts X-Forwarded-For when `server.proxy.koa` is on (config/
 * server.ts), and then takes the address the nearest proxy appended. That is right only for requests that
 * came through that proxy: from any other peer, the forwarding headers are removed before anything reads
 * them, so a client cannot choose the address that rate limits count it under.
 */
export default (config: Config, _context: { strapi: Core.Strapi }) => {
  const trusted = new Set((config.trusted ?? []).map(plain));
  return async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    if (!trusted.has(plain(ctx.req.socket.remoteAddress ?? ''))) {
      for (const header of FORWARDED) delete ctx.req.headers[header];
    }
    await next();
  };
};
