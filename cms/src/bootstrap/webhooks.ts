import type { Core } from '@strapi/strapi';

type Webhook = { id: string | number; name: string; url: string; headers: Record<string, string>; events: string[]; isEnabled: boolean };
type WebhookStore = {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id' | 'isEnabled'>): Promise<Webhook>;
  updateWebhook(id: Webhook['id'], data: Omit<Webhook, 'id'>): Promise<Webhook | null>;
  deleteWebhook(id: Webhook['id']): Promise<unknown>;
};
type WebhookRunner = { add(webhook: Webhook): void; update(webhook: Webhook): void; remove(webhook: Webhook): void };

/** The webhooks the CMS calls, each configured by two variables: the URL and the secret sent as a bearer token. */
export const WEBHOOKS = [
  {
    // The static site: what visitors see changes on publish, unpublish and delete (and updates, which the
    // rebuild service ignores while they only touch drafts).
    name: 'site-rebuild',
    urlVariable: 'SITE_REBUILD_WEBHOOK_URL',
    secretVariable: 'SITE_REBUILD_WEBHOOK_SECRET',
    events: ['entry.publish', 'entry.unpublish', 'entry.update', 'entry.delete'],
  },
] as const;

/** Webhooks of earlier versions, removed on start: the preview site is now refreshed by ./preview-refresh. */
const RETIRED = new Set(['preview-refresh']);

/**
 * Keeps the CMS webhooks in line with the environment on every start: created or updated when their URL
 * is set, removed when it is not (so a webhook never points at a service that is no longer there).
 */
export async function ensureWebhooks(strapi: Core.Strapi): Promise<void> {
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  const existing = await store.findWebhooks();
  for (const webhook of existing.filter(({ name }) => RETIRED.has(name))) {
    await store.deleteWebhook(webhook.id);
    runner.remove(webhook);
  }
  for (const definition of WEBHOOKS) {
    const url = process.env[definition.urlVariable] ?? '';
    const secret = process.env[definition.secretVariable] ?? '';
    const current = existing.find((webhook) => webhook.name === definition.name);
    if (url === '') {
      if (current !== undefined) {
        await store.deleteWebhook(current.id);
        runner.remove(current);
      }
      continue;
    }
    const headers: Record<string, string> = secret === '' ? {} : { Authorization: `Bearer ${secret}` };
    const data = { name: definition.name, url, headers, events: [...definition.events] };
    if (current === undefined) runner.add(await store.createWebhook(data));
    else {
      const updated = await store.updateWebhook(current.id, { ...data, isEnabled: true });
      if (updated !== null) runner.update(updated);
    }
  }
}
