import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { siteUrls } from '../src/utils/site-urls';

// DELETE /api/profile carries the password that confirms it: koa-body reads DELETE bodies too.
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // First, before anything reads the client's address: forwarding headers count only from the proxy.
  { name: 'global::client-ip', config: { trusted: env.array('TRUSTED_PROXIES', ['127.0.0.1', '::1']) } },
  'strapi::logger',
  // The credentials of links and codes never reach the log (src/middlewares/log-redaction.ts).
  'global::log-redaction',
  'strapi::errors',
  // One spelling of every /api address, as nginx forwards it (src/middlewares/api-path.ts).
  'global::api-path',
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
  // A file only where one is expected, written to a private folder removed after the request
  // (src/middlewares/multipart.ts); strapi::body reads every other body, never a multipart one.
  {
    name: 'global::multipart',
    config: { tmpDir: path.resolve(env('UPLOAD_TMP_DIR', path.join('.tmp', 'uploads-in-progress'))), options: { parsedMethods: BODY_METHODS } },
  },
  { name: 'strapi::body', config: { multipart: false, parsedMethods: BODY_METHODS } },
  'global::body-depth',
  // A candidate's records without a token: a 401 in the request's language rather than Strapi's 403, told by
  // the route Strapi matched (src/middlewares/candidate-login.ts). The account rules are
  // on users-permissions' routes themselves (src/extensions/users-permissions/account-rules.ts).
  'global::candidate-login',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
