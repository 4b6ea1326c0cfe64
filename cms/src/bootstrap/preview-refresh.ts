import type { Core } from '@strapi/strapi';
import { CONTENT_TYPE_NAMES } from '@rythmo/site-map';

/**
 * The preview site (gatsby develop, npm run preview) re-reads the CMS when its `/__refresh` endpoint is
 * called, and then runs again every query its pages depend on. It was a Strapi webhook, called for every
 * save of every type: each application, alert or account a candidate saved made the editors' preview read
 * the whole CMS again. Strapi's webhooks cannot choose a content type, so the CMS calls it itself, for the
 * types the site shows (those of the site map, as the rebuild service chooses them), drafts included.
 */
const SAVES = new Set(['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish']);
const SITE_MODELS = new Set<string>(CONTENT_TYPE_NAMES);

/** The model of an event of the CMS's event hub that changes what the preview shows; null for any other. */
export function previewModel(event: string, info: unknown): string | null {
  if (!SAVES.has(event) || typeof info !== 'object' || info === null) return null;
  const { model } = info as { model?: unknown };
  return typeof model === 'string' && SITE_MODELS.has(model) ? model : null;
}

/** How long a call may take: gatsby develop answers at once and refreshes after. */
const CALL_TIMEOUT_MS = 10_000;

/** Whether the error is that nothing listens there: the preview site is not running, which is usual. */
const previewDown = (error: unknown): boolean => {
  const { cause } = (error ?? {}) as { cause?: { code?: unknown } };
  return cause?.code === 'ECONNREFUSED';
};

/**
 * Calls PREVIEW_REFRESH_URL (with PREVIEW_REFRESH_SECRET as a bearer token) after each save of a site
 * type; nothing when the URL is unset. The call does not hold the save: it runs after the event, and its
 * failure is only logged (in debug when no preview runs).
 */
export function refreshPreviewOnSaves(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): void {
  const url = env.PREVIEW_REFRESH_URL ?? '';
  if (url === '') return;
  const secret = env.PREVIEW_REFRESH_SECRET ?? '';
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(secret === '' ? {} : { Authorization: `Bearer ${secret}` }) };
  strapi.eventHub.subscribe(async (event: string, info: unknown) => {
    const model = previewModel(event, info);
    if (model === null) return;
    fetch(url, { method: 'POST', headers, body: JSON.stringify({ event, model }), signal: AbortSignal.timeout(CALL_TIMEOUT_MS) })
      .then((response) => {
        if (!response.ok) strapi.log.warn(`The preview site refused its refresh (${event} ${model}): HTTP ${response.status}`);
      })
      .catch((error: unknown) => {
        if (previewDown(error)) strapi.log.debug(`No preview site to refresh on ${url}`);
        else strapi.log.warn(`The preview site's refresh failed (${event} ${model}): ${error instanceof Error ? error.message : String(error)}`);
      });
  });
}
