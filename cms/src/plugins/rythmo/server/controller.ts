import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { genericParams, geoSearchParams, ParameterError } from './params';
import type { GenericList } from './generic';
import type { geoService } from './geo/service';
import type { genericService } from './generic';
import { offerSearchParams } from './offers/params';
import { CACHE } from './http-cache';
import type { offerService } from './offers/service';

type Context = { query: Record<string, unknown>; body: unknown; set: (name: string, value: string) => void };

/** Runs a handler; a bad parameter is a 400 in Strapi's error shape, never cached. */
const checked =
  (handler: (ctx: Context) => Promise<void> | void) =>
  async (ctx: Context): Promise<void> => {
    try {
      await handler(ctx);
    } catch (error) {
      if (!(error instanceof ParameterError)) throw error;
      ctx.set('Cache-Control', 'no-store');
      throw new errors.ValidationError(error.message);
    }
  };

export const liveController = ({ strapi }: { strapi: Core.Strapi }) => {
  const geo = () => strapi.plugin('rythmo').service('geo') as ReturnType<typeof geoService>;
  const generic = () => strapi.plugin('rythmo').service('generic') as ReturnType<typeof genericService>;
  const offers = () => strapi.plugin('rythmo').service('offers') as ReturnType<typeof offerService>;
  const list = (name: GenericList) =>
    checked(async (ctx) => {
      const { locale, query, limit } = genericParams(ctx.query);
      ctx.body = await generic().list(name, locale, query, limit);
      ctx.set('Cache-Control', CACHE.generic);
    });
  return {
    geoSearch: checked((ctx) => {
      const { type, query, limit } = geoSearchParams(ctx.query);
      ctx.body = geo().search(type, query, limit);
      ctx.set('Cache-Control', CACHE.geo);
    }),
    works: list('works'),
    contractTypes: list('contract-types'),
    jobOffers: checked(async (ctx) => {
      ctx.body = await offers().search(offerSearchParams(ctx.query));
      ctx.set('Cache-Control', CACHE.offers);
    }),
  };
};
