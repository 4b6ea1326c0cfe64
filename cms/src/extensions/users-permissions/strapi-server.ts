/**
 * Candidate accounts (users-permissions), extended: a token issued before the account's password last
 * changed (reset, change, or an editor's edit in the admin) stops working (OWASP ASVS 5.0 V7.4).
 * - The user gains a private `passwordChangedAt`, set whenever a password is written.
 * - The user gains a private `resetPasswordIssuedAt`, set whenever a reset code is written, cleared with it.
 * - Each token carries the time it was issued in milliseconds (`iat` counts seconds, and a login and a
 *   change of password can fall in the same second); a token older than the last change is refused like
 *   a forged one.
 *
 * An account keeps the language it was registered in (`language`, set by ../../middlewares/account-registration.ts) and gets its
 * emails in it: the plugin fills its email texts with the service's `template(layout, data)`, `data.USER`
 * the account; for an account of another language than the default, `layout` becomes the same text in
 * that language (../../bootstrap/accounts.ts `localizedLayout`). This leans on the plugin's internals: its
 * confirmation and reset emails read the store's text and pass it to `template` (plugin 5.x,
 * `services/user.js` sendConfirmationEmail, `controllers/auth.js` forgotPassword); tests/e2e/accounts.spec.ts
 * fails if it stops holding.
 *
 * The accounts' rules (passwords, logins, registration, reset codes, quiet emails, confirmation links) are
 * middlewares of the plugin's routes themselves (./account-rules.ts).
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES } from '@rythmo/site-map';
import { tokenOutlived } from '../../security/token-age';
import { localizedLayout } from '../../bootstrap/accounts';
import { withAccountRules, type Route } from './account-rules';

const USER = 'plugin::users-permissions.user';

type Payload = Record<string, unknown>;
type JwtService = {
  getToken(ctx: unknown): Promise<Payload> | null;
  issue(payload: Payload & { toJSON?: () => Payload }, options?: Record<string, unknown>): string;
  verify(token: string): Promise<Payload>;
};
type UsersPermissionsService = { template(layout: string, data: { USER?: unknown } & Record<string, unknown>): Promise<string> | string } & Record<
  string,
  unknown
>;
type Router = { type: string; routes: Route[] };
type Plugin = {
  routes: Record<string, Router | ((context: { strapi: Core.Strapi }) => Router)>;
  bootstrap: (context: { strapi: Core.Strapi }) => Promise<void> | void;
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
  services: { jwt: (context: { strapi: Core.Strapi }) => JwtService; 'users-permissions': (context: { strapi: Core.Strapi }) => UsersPermissionsService };
};
type WriteEvent = { params: { data?: Record<string, unknown> } };

export default (plugin: Plugin): Plugin => {
  const contentApi = plugin.routes['content-api'];
  plugin.routes['content-api'] = (context) => {
    const router = typeof contentApi === 'function' ? contentApi(context) : contentApi;
    return { ...router, routes: withAccountRules(router.routes) };
  };
  plugin.contentTypes.user.schema.attributes.passwordChangedAt = { type: 'datetime', private: true, configurable: false, searchable: false };
  // When the password reset code was issued: ../../middlewares/account-reset-code.ts refuses a code older than an hour.
  plugin.contentTypes.user.schema.attributes.resetPasswordIssuedAt = { type: 'datetime', private: true, configurable: false, searchable: false };
  // The account's language (`locale` is a name Strapi keeps for i18n).
  plugin.contentTypes.user.schema.attributes.language = { type: 'enumeration', enum: [...LOCALES], default: DEFAULT_LOCALE, configurable: false };
  // The page of the site to come back to once the account is confirmed (a path, ../../middlewares/account-registration.ts checks it):
  // the confirmation link lands there whatever browser opens it (../../middlewares/account-confirmation.ts), then it is forgotten.
  plugin.contentTypes.user.schema.attributes.return_to = { type: 'string', private: true, configurable: false, searchable: false };

  const serviceFactory = plugin.services['users-permissions'];
  plugin.services['users-permissions'] = ({ strapi }) => {
    const base = serviceFactory({ strapi });
    const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
    return { ...base, template: async (layout, data) => base.template(await localizedLayout(store, layout, data.USER), data) };
  };

  const jwtFactory = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }) => {
    const base = jwtFactory({ strapi });
    return {
      ...base,
      issue: (payload, options) => base.issue({ ...(payload.toJSON?.() ?? payload), issuedAtMs: Date.now() }, options),
      async verify(token) {
        const payload = await base.verify(token);
        const user = (await strapi.db.query(USER).findOne({ where: { id: payload.id }, select: ['id', 'passwordChangedAt'] })) as {
          passwordChangedAt: string | Date | null;
        } | null;
        if (user === null || tokenOutlived(payload, user.passwordChangedAt)) throw new Error('Invalid token.');
        return payload;
      },
    };
  };

  const bootstrap = plugin.bootstrap;
  plugin.bootstrap = async (context) => {
    await bootstrap(context);
    const stamp = (event: WriteEvent): void => {
      const data = event.params.data;
      if (typeof data?.password === 'string') data.passwordChangedAt = new Date();
      if (data !== undefined && 'resetPasswordToken' in data) data.resetPasswordIssuedAt = typeof data.resetPasswordToken === 'string' ? new Date() : null;
    };
    context.strapi.db.lifecycles.subscribe({ models: [USER], beforeCreate: stamp, beforeUpdate: stamp });
  };
  return plugin;
};
