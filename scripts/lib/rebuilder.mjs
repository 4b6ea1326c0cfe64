// The publish-to-live service: the CMS calls its webhook when public content is published, unpublished,
// updated or deleted; a burst of calls makes one build (debounced), builds never overlap, and each result
// is written to a status file (served by nginx for editors) and appended to a log file.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Cron } from 'croner';
import { CONTENT_TYPE_NAMES, SITE_TIME_ZONE } from '@rythmo/site-map';
import { slowestPhases } from './build-phases.mjs';

/** Content types whose changes the static site shows: those of the site map, by their model names. */
export const SITE_MODELS = new Set(CONTENT_TYPE_NAMES);

/**
 * Whether a webhook call can change what visitors see. An update or a deletion of a draft (publishedAt
 * null: the CMS sends one deletion per version of the document) touches nothing online.
 */
export function affectsSite(payload) {
  if (payload === null || typeof payload !== 'object' || !SITE_MODELS.has(payload.model)) return false;
  if (payload.event === 'entry.update' || payload.event === 'entry.delete') return payload.entry?.publishedAt != null;
  return ['entry.publish', 'entry.unpublish'].includes(payload.event);
}

const seconds = (ms) => Math.round(ms / 100) / 10;

/** When the daily rebuild runs: 00:05 in France (the minute after offers whose last day was yesterday expire). */
export const EXPIRY_SCHEDULE = '5 0 * * *';

/** The next daily rebuild for expiries, summer and winter time alike (croner reads the time zone). */
export function nextExpiryRun(now = new Date(), timeZone = SITE_TIME_ZONE) {
  const next = new Cron(EXPIRY_SCHEDULE, { timezone: timeZone, paused: true }).nextRun(now);
  if (next === null) throw new Error('No next run found');
  return next;
}

/** A rebuild for at most this many publications renders a few dozen pages, a few hundred at most. */
export const FEW_CHANGES = 10;

/**
 * How many of Gatsby's workers a rebuild starts, undefined for Gatsby's count (one per core, gatsby-config.ts).
 * Each worker starts Gatsby and builds the schema again before it runs a query: about 8 s of CPU, on 2
 * cores beside the main process, in a build that renders a few dozen pages. One worker for a few
 * publications; a burst, or the daily run (the lists whose offers expired), renders hundreds or thousands.
 */
export const rebuildWorkers = (events) => (events.length <= FEW_CHANGES && events.every((e) => e.event !== 'daily.expiry') ? 1 : undefined);

/**
 * What the status file served on the site shows anyone: state, times and counts. A failed build's error
 * (paths, CMS answers) stays in the log and on the service's own GET /status, on the loopback interface.
 */
export function publicStatus(status) {
  if (status.lastBuild === null) return status;
  const { error: _error, ...lastBuild } = status.lastBuild;
  return { ...status, lastBuild };
}

/**
 * build(events) and deploy() are the two steps of a rebuild; build() gets the events it builds for and may
 * return { phases, pagesRendered } (seconds by phase of the site generator, the slowest logged, and the
 * pages it rendered again), deploy() returns { pagesChanged, pagesRemoved }.
 * Calls whose event happened before acceptAfter(time) are ignored: the build started at that time has them.
 * Besides publications, a build runs every day at `nextDaily(now)` (00:05 French time): offers whose
 * validity ended leave the site although nothing changed in the CMS.
 * No build starts before open(): the stack's first build runs outside the rebuilder, in the same folder, and
 * a webhook call or the daily run that comes during it waits for its deploy instead of building beside it.
 * A build starts after `debounceMs` of quiet, or `maxWaitMs` after the first call it waits for: a minute, so
 * that a burst of edits (100 took 48 s at 20,000 offers) is one build, while steady edits still go online.
 */
export function createRebuilder({
  secret,
  build,
  deploy,
  statusPath,
  logPath,
  debounceMs = 2000,
  maxWaitMs = 60000,
  log = console.log,
  nextDaily = nextExpiryRun,
}) {
  let acceptFrom = Number.POSITIVE_INFINITY;
  let opened = false;
  let timer = null;
  let dailyTimer = null;
  let firstPendingAt = null;
  let running = null;
  let pending = [];
  const status = { state: 'idle', pendingEvents: 0, builds: 0, lastBuild: null, updatedAt: new Date().toISOString() };

  const writeStatus = () => {
    status.pendingEvents = pending.length;
    status.updatedAt = new Date().toISOString();
    fs.mkdirSync(path.dirname(statusPath), { recursive: true });
    const temporary = `${statusPath}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(publicStatus(status), null, 2)}\n`);
    fs.renameSync(temporary, statusPath);
  };
  const appendLog = (line) => {
    fs.mkdirSync(path.dirname(logPath), { recursive: true });
    fs.appendFileSync(logPath, `${new Date().toISOString()} ${line}\n`);
    log(`[rebuild] ${line}`);
  };

  async function run() {
    timer = null;
    firstPendingAt = null;
    const events = pending;
    pending = [];
    status.state = 'building';
    writeStatus();
    const startedAt = Date.now();
    const summary = [...new Set(events.map((e) => `${e.model} ${e.event.replace('entry.', '')}`))].join(', ');
    appendLog(`build started for ${events.length} change(s): ${summary}`);
    let result;
    try {
      const { phases, pagesRendered } = (await build(events)) ?? {};
      const { pagesChanged, pagesRemoved } = await deploy();
      result = {
        result: 'success',
        pagesChanged,
        pagesRemoved,
        ...(pagesRendered !== undefined ? { pagesRendered } : {}),
        ...(phases !== undefined ? { phases } : {}),
      };
      appendLog(
        `build succeeded in ${seconds(Date.now() - startedAt)} s: ${pagesRendered !== undefined ? `${pagesRendered} page(s) rendered, ` : ''}${pagesChanged} page(s) written, ${pagesRemoved} removed; now online`,
      );
      if (phases !== undefined) appendLog(`slowest phases: ${slowestPhases(phases, 6)}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result = { result: 'failure', error: message.slice(-4000) };
      appendLog(`build FAILED after ${seconds(Date.now() - startedAt)} s; the previous site stays online. ${message.split('\n')[0]}`);
    }
    status.builds += 1;
    status.lastBuild = {
      ...result,
      startedAt: new Date(startedAt).toISOString(),
      finishedAt: new Date().toISOString(),
      durationSeconds: seconds(Date.now() - startedAt),
      events: events.length,
      lastEventAt: events.length > 0 ? (events[events.length - 1].createdAt ?? null) : null,
    };
    status.state = 'idle';
    writeStatus();
  }

  function schedule() {
    if (running !== null || !opened) {
      if (!opened) status.state = 'scheduled';
      writeStatus(); // the build in progress reschedules when it ends; open() schedules what came before it
      return;
    }
    if (timer !== null) clearTimeout(timer);
    firstPendingAt ??= Date.now();
    const wait = Math.max(0, Math.min(debounceMs, firstPendingAt + maxWaitMs - Date.now()));
    status.state = 'scheduled';
    writeStatus();
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = null;
        if (pending.length > 0) schedule();
      });
    }, wait);
  }

  /** Records a webhook call; returns what happened to it. */
  function receive(payload) {
    if (!affectsSite(payload)) return 'ignored';
    const at = Date.parse(payload.createdAt ?? '') || Date.now();
    if (at < acceptFrom) return 'covered';
    pending.push({ model: payload.model, event: payload.event, createdAt: payload.createdAt });
    schedule();
    return 'scheduled';
  }

  function planDaily() {
    const at = nextDaily(new Date());
    if (at === null) return;
    dailyTimer = setTimeout(
      () => {
        pending.push({ model: 'job-offer', event: 'daily.expiry', createdAt: new Date().toISOString() });
        schedule();
        planDaily();
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    dailyTimer.unref?.();
  }
  planDaily();

  const server = http.createServer((request, response) => {
    const reply = (code, body) => {
      response.writeHead(code, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/status') return reply(200, status);
    if (request.method !== 'POST' || request.url !== '/webhook') return reply(404, { error: 'Not found: POST /webhook or GET /status' });
    if (request.headers.authorization !== `Bearer ${secret}`) return reply(401, { error: 'Missing or wrong bearer secret' });
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
      if (body.length > 1_000_000) request.destroy();
    });
    request.on('end', () => {
      let payload;
      try {
        payload = JSON.parse(body);
      } catch {
        return reply(400, { error: 'The body must be the JSON of a Strapi webhook' });
      }
      return reply(202, { outcome: receive(payload) });
    });
  });

  return {
    server,
    secret,
    status: () => ({ ...status }),
    /** Starts accepting changes made from this time on (the build that starts now has the earlier ones). */
    acceptAfter(time) {
      acceptFrom = time;
      writeStatus();
    },
    /** Lets builds start, the first one at once for the changes that came before (after the first deploy). */
    open() {
      opened = true;
      if (pending.length > 0) schedule();
    },
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server.address().port));
      });
    },
    /** Stops listening and cancels a scheduled build (a running one ends with the processes of the stack). */
    close() {
      if (timer !== null) clearTimeout(timer);
      if (dailyTimer !== null) clearTimeout(dailyTimer);
      timer = null;
      return new Promise((resolve) => server.close(() => resolve()));
    },
    /** Resolves when no build runs nor waits. */
    async settled() {
      while (running !== null || timer !== null) await (running ?? new Promise((resolve) => setTimeout(resolve, 100)));
    },
  };
}
