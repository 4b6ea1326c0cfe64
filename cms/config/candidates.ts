import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { APPLICATIONS_PER_DAY, DEFAULT_PORTS } from '@rythmo/site-map';
import { requiredEnv } from '../src/utils/required-env';
import { siteUrls } from '../src/utils/site-urls';

/**
 * The candidates' side of the CMS (src/candidate/):
 * - their private files (CVs): `local`, a folder of the CMS's disk (PRIVATE_FILES_DIR, by default
 *   .tmp/private-files beside the embedded database), or the name of a Strapi upload provider (an object
 *   store without public access: `aws-s3`…) with its options as JSON in PRIVATE_FILES_OPTIONS;
 * - applying: the secret that signs the links of the agencies' emails, the site they open, who receives
 *   an application whose offer has no agency email, the applications a candidate may send a day;
 * - the email queue (src/email/outbox.ts): how often it looks for due messages, the first and the
 *   longest wait before a new try, and the tries before giving up;
 * - job alerts (src/alerts/): the run's time (ALERTS_SCHEDULE, a cron pattern in the site's time zone; by
 *   default 07:00, weekly alerts on Mondays), the search thread that checks their searches, the secret of
 *   `npm run alerts:send` (OPERATOR_SECRET);
 * - retention (src/candidate/my-data.ts): applications, CVs and emails older than DATA_RETENTION_MONTHS are
 *   deleted by a job the CMS runs on DATA_PURGE_SCHEDULE (a cron pattern, seconds allowed, in the site's
 *   time zone; by default every night at 03:30).
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  privateFiles: {
    provider: env('PRIVATE_FILES_PROVIDER', 'local'),
    options: env.json('PRIVATE_FILES_OPTIONS', {}),
    dir: path.resolve(env('PRIVATE_FILES_DIR', path.join('.tmp', 'private-files'))),
  },
  applying: {
    linkSecret: requiredEnv('LINK_SIGNING_SECRET'),
    siteUrl: siteUrls(env).siteUrl,
    fallbackTo: env('CONTACT_NOTIFY_TO', env('EMAIL_FROM', 'no-reply@mesjobs.example')),
    perDay: env.int('APPLICATIONS_PER_DAY', APPLICATIONS_PER_DAY),
  },
  alerts: {
    linkSecret: requiredEnv('LINK_SIGNING_SECRET'),
    operatorSecret: requiredEnv('OPERATOR_SECRET'),
    siteUrl: siteUrls(env).siteUrl,
    searchUrl: `http://127.0.0.1:${env.int('LIVE_SEARCH_PORT', DEFAULT_PORTS.search)}`,
    schedule: env('ALERTS_SCHEDULE', '0 7 * * *'),
    // Visitors' alerts waiting for their link that one client address may create within a day.
    pendingPerClient: env.int('ALERTS_PENDING_PER_CLIENT', 10),
    // Alerts per transaction: its emails (5 to 10 kB each) are copied from SQLite's log into the database at
    // its commit, 30 to 36 ms for 200 alerts (npm run bench:alerts).
    batch: 100,
  },
  retention: {
    months: env.int('DATA_RETENTION_MONTHS', 24),
    schedule: env('DATA_PURGE_SCHEDULE', '30 3 * * *'),
  },
  outbox: {
    pollMs: env.int('EMAIL_QUEUE_POLL_MS', 5000),
    retryBaseMs: env.int('EMAIL_RETRY_BASE_MS', 30_000),
    retryMaxMs: env.int('EMAIL_RETRY_MAX_MS', 3_600_000),
    maxAttempts: env.int('EMAIL_MAX_ATTEMPTS', 12),
    leaseMs: 120_000,
    batch: 20,
  },
});
