/**
 * The services of this CMS process, started at bootstrap and registered in Strapi's container: the email
 * queue (../email/outbox.ts, `outboxOf`), applying (../candidate/applying.ts, `applyingOf`) and the job
 * alerts' run (../alerts/run.ts, `alertRunnerOf`), which the routes reach through `strapi.get`; the alerts'
 * run and the daily purge of what passed its retention (../candidate/my-data.ts) are scheduled by Strapi's
 * cron in the site's time zone.
 */
import type { Core } from '@strapi/strapi';
import { SITE_TIME_ZONE } from '@rythmo/site-map';
import { OUTBOX_SERVICE, outboxOf, startOutbox, type OutboxConfig } from '../email/outbox';
import { APPLICATION_UID, applying, APPLYING_SERVICE, type ApplyingConfig } from '../candidate/applying';
import { purgeExpired, type RetentionConfig } from '../candidate/my-data';
import { ALERT_RUNNER_SERVICE, alertRunner } from '../alerts/run';

export type CandidatesConfig = {
  outbox: OutboxConfig;
  applying: ApplyingConfig;
  retention: RetentionConfig;
  alerts: { siteUrl: string; linkSecret: string; batch: number; schedule: string };
};

export function startServices(strapi: Core.Strapi, config: CandidatesConfig): void {
  const outbox = startOutbox(strapi, config.outbox);
  const started = { outbox, applying: applying(strapi, config.applying, () => outbox), alerts: alertRunner(strapi, config.alerts, () => outbox) };
  strapi.add(OUTBOX_SERVICE, started.outbox).add(APPLYING_SERVICE, started.applying).add(ALERT_RUNNER_SERVICE, started.alerts);
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

/** Stops the outbox's polling, if it started. */
export function stopServices(strapi: Core.Strapi): void {
  if (strapi.has(OUTBOX_SERVICE)) outboxOf(strapi).stop();
}
