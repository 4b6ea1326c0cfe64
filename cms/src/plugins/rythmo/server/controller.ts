import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { genericParams, ParameterError } from '../../../search/params';
import type { GenericList } from './generic';
import type { genericService } from './generic';
import { CACHE } from './http-cache';

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
  const generic = () => strapi.plugin('rythmo').service('generic') as ReturnType<typeof genericService>;
  const list = (name: GenericList) =>
    checked(async (ctx) => {
      const { locale, query, limit } = genericParams(ctx.query);
      ctx.body = await generic().list(name, locale, query, limit);
      ctx.set('Cache-Control', CACHE.generic);
    });
  return {
    works: list('works'),
    contractTypes: list('contract-types'),
  };
};
