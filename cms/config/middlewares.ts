import type { Core } from '@strapi/strapi';
import { siteUrls } from '../src/utils/site-urls';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // First, before anything reads the client's address: forwarding headers count only from the proxy.
  { name: 'global::client-ip', config: { trusted: env.array('TRUSTED_PROXIES', ['127.0.0.1', '::1']) } },
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    // Browsers may call the API from the live site and the preview site only, without credentials
    // (the API reads a bearer header, never a cookie); any other origin gets no CORS header at all.
    name: 'strapi::cors',
    config: {
      origin: siteUrls(env).origins,
      credentials: false,
      maxAge: 600,
    },
  },
  'strapi::query',
  { name: 'global::request-timeout', config: { ms: env.int('API_TIMEOUT_MS', 10_000) } },
  // A body that does not parse, or is nested too deep, is a 400 in French (src/middlewares/body-*.ts).
  'global::body-errors',
  // DELETE /api/profile carries the password that confirms it: koa-body reads DELETE bodies too.
  { name: 'strapi::body', config: { parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] } },
  'global::body-depth',
  {
    // Candidate accounts: password rules and failed-login limits (src/middlewares/account-guard.ts).
    name: 'global::account-guard',
    config: {
      maxFailures: env.int('LOGIN_MAX_FAILURES', 5),
      addressMaxFailures: env.int('LOGIN_MAX_FAILURES_ADDRESS', 20),
      accountMaxFailures: env.int('LOGIN_MAX_FAILURES_ACCOUNT', 50),
      windowMs: env.int('LOGIN_WINDOW_MS', 5 * 60_000),
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
