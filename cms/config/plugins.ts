import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { DEFAULT_PORTS } from '@rythmo/site-map';
import { requiredEnv } from '../src/utils/required-env';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // Account emails (confirmation, password reset) over SMTP: the stack (npm start, the tests) points it at
  // its local mail sink (scripts/lib/mail-sink.mjs, each message written to .mail/); production sets the
  // provider's server and credentials. Alone, the CMS uses the machine's own mail server.
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 25),
        secure: env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USERNAME', '') !== '' ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
        connectionTimeout: 10_000,
      },
      settings: { defaultFrom: env('EMAIL_FROM', 'no-reply@mesjobs.example'), defaultReplyTo: env('EMAIL_FROM', 'no-reply@mesjobs.example') },
    },
  },
  // Candidate accounts: tokens live 7 days at most (OWASP ASVS 5.0 V7), registration takes an email, a
  // username and a password only (anything else is a 400, so no one registers with a role or as confirmed).
  //
  // Strapi's own limit on the auth routes counts every request per client address (and email, where the
  // route takes one), successes included: at its default, 5 per 5 minutes, a campus or an office behind
  // one address could log in 5 times in all. Failures are limited apart (the account guard), so this one
  // is looser: AUTH_RATE_MAX requests per AUTH_RATE_MINUTES.
  'users-permissions': {
    config: {
      jwtSecret: requiredEnv('JWT_SECRET'),
      jwt: { expiresIn: '7d' },
      register: { allowedFields: ['language', 'return_to'] },
      ratelimit: { enabled: true, interval: { min: env.int('AUTH_RATE_MINUTES', 5) }, max: env.int('AUTH_RATE_MAX', 30) },
    },
  },
  // The live API (src/plugins/rythmo), loaded from its compiled output: Strapi resolves a local plugin's
  // folder from the project's root and requires its strapi-server.js there.
  // Its search thread listens on LIVE_SEARCH_PORT, the one server of the offer and geo searches (nginx
  // forwards them there: see src/plugins/rythmo/server/search-worker.ts). It renders the jobs lists searched
  // without JavaScript with the site's components, bundled at NO_SCRIPT_RENDERER (the site's
  // scripts/build-renderers.mjs writes it beside the CMS, in the repository's .renderers/).
  rythmo: {
    enabled: true,
    resolve: './dist/src/plugins/rythmo',
    config: {
      searchPort: env.int('LIVE_SEARCH_PORT', DEFAULT_PORTS.search),
      noScriptRenderer: env('NO_SCRIPT_RENDERER', path.resolve(__dirname, '..', '..', '..', '.renderers', 'offers.cjs')),
    },
  },
  upload: { config: { sizeLimit: 10 * 1024 * 1024, breakpoints: { large: 1200, medium: 750, small: 500 } } },
});
