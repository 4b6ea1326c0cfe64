/**
 * The candidate services of this CMS process, started at bootstrap: the email queue (../email/outbox.ts)
 * and applying (./applying.ts), which the routes reach through `candidateServices()`.
 */
import type { Core } from '@strapi/strapi';
import { startOutbox, type Outbox, type OutboxConfig } from '../email/outbox';
import { APPLICATION_UID, applying, type Applying, type ApplyingConfig } from './applying';

type Services = { outbox: Outbox; applying: Applying };
let services: Services | null = null;

export type CandidatesConfig = { outbox: OutboxConfig; applying: ApplyingConfig };

export function startCandidateServices(strapi: Core.Strapi, config: CandidatesConfig): void {
  const outbox = startOutbox(strapi, config.outbox);
  const started = { outbox, applying: applying(strapi, config.applying, () => outbox) };
  services = started;
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
