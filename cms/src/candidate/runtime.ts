/**
 * The candidate services of this CMS process, started at bootstrap: the email queue (../email/outbox.ts)
 * applying (./applying.ts) and the job alerts' run (../alerts/run.ts), which the routes reach through
 * `candidateServices()`; the alerts' run and the daily purge of what passed its retention (./my-data.ts)
 * are scheduled by Strapi's cron in the site's time zone.
 */
import type { Core } from '@strapi/strapi';
import { SITE_TIME_ZONE } from '@rythmo/site-map';
import { startOutbox, type Outbox, type OutboxConfig } from '../email/outbox';
import { APPLICATION_UID, applying, type Applying, type ApplyingConfig } from './applying';
import { purgeExpired, type RetentionConfig } from './my-data';
import { alertRunner, type AlertRunner } from '../alerts/run';

type Services = { outbox: Outbox; applying: Applying; alerts: AlertRunner };
let services: Services | null = null;

export type CandidatesConfig = {
  outbox: OutboxConfig;
  applying: ApplyingConfig;
  retention: RetentionConfig;
  alerts: { siteUrl: string; linkSecret: string; batch: number; schedule: string };
};

export function startCandidateServices(strapi: Core.Strapi, config: CandidatesConfig): void {
  const outbox = startOutbox(strapi, config.outbox);
  const started = { outbox, applying: applying(strapi, config.applying, () => outbox), alerts: alertRunner(strapi, config.alerts, () => outbox) };
  services = started;
  // One purge at a time in this process (another CMS instance purging too deletes the same rows: no harm).
  let purging = false;
  strapi.cron.add({
    alerts: {
      options: { rule: config.alerts.schedule, tz: SITE_TIME_ZONE },
      async task() {
        const report = await started.alerts.run();
        strapi.log.info(`Alerts: ${report.alerts} run, ${report.emails} emails queued with ${report.offers} offers, in ${report.ms} ms`);
      },
    },
    'data-purge': {
      options: { rule: config.retention.schedule, tz: SITE_TIME_ZONE },
      async task() {
        if (purging) return;
        purging = true;
        try {
          const purged = await purgeExpired(strapi, config.retention.months);
          if (purged.applications + purged.cvs + purged.emails + purged.pendingAlerts > 0)
            strapi.log.info(
              `Retention of ${config.retention.months} months: ${purged.applications} applications, ${purged.cvs} CV files, ${purged.emails} emails deleted; ${purged.pendingAlerts} unconfirmed alerts`,
            );
        } finally {
          purging = false;
        }
      },
    },
  });
  // An editor's save in the admin (the routes' own writes are updateMany, which this does not see).
  strapi.db.lifecycles.subscribe({
    models: [APPLICATION_UID],
    afterUpdate: (event) => {
      const id = (event.result as { id?: number } | undefined)?.id;
      if (id !== undefined)
        void started.applying
          .edited(id)
          .catch((error: unknown) => strapi.log.error(`Application ${id}: ${error instanceof Error ? error.message : String(error)}`));
    },
  });
}

export function stopCandidateServices(): void {
  services?.outbox.stop();
  services = null;
}

export function candidateServices(): Services {
  if (services === null) throw new Error('The candidate services start at bootstrap');
  return services;
}
