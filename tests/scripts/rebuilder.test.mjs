import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { PUBLIC_TYPES } from '@rythmo/site-map';
import { phaseCollector } from '../../scripts/lib/build-phases.mjs';
import { affectsSite, createRebuilder, FEW_CHANGES, nextExpiryRun, rebuildWorkers, SITE_MODELS } from '../../scripts/lib/rebuilder.mjs';

const SECRET = 's3cret';

async function withRebuilder(steps, run, { open = true } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuilder-'));
  const rebuilder = createRebuilder({
    secret: SECRET,
    statusPath: path.join(dir, 'status.json'),
    logPath: path.join(dir, 'rebuild.log'),
    debounceMs: 50,
    log: () => undefined,
    nextDaily: () => null,
    ...steps,
  });
  const port = await rebuilder.listen(0);
  if (open) rebuilder.open();
  const call = (payload, secret = SECRET) =>
    fetch(`http://127.0.0.1:${port}/webhook`, { method: 'POST', headers: { Authorization: `Bearer ${secret}` }, body: JSON.stringify(payload) });
  try {
    await run({ rebuilder, call, dir });
  } finally {
    await rebuilder.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const event = (name, model = 'job-offer', publishedAt = '2026-11-22T10:00:00.000Z') => ({
  event: name,
  model,
  createdAt: new Date().toISOString(),
  entry: { publishedAt },
});

test('which calls can change the live site', () => {
  assert.equal(affectsSite(event('entry.publish')), true);
  assert.equal(affectsSite(event('entry.unpublish')), true);
  assert.equal(affectsSite(event('entry.delete')), true);
  assert.equal(affectsSite(event('entry.update')), true);
  assert.equal(affectsSite(event('entry.update', 'job-offer', null)), false, 'a draft edit');
  assert.equal(affectsSite(event('entry.delete', 'job-offer', null)), false, 'the draft version of a deleted document');
  assert.equal(affectsSite(event('entry.publish', 'application')), false, 'not a public type');
  assert.equal(affectsSite(event('entry.create')), false);
});

test('the models watched are the types the CMS publishes (the public types of the site map)', () => {
  const publicTypes = PUBLIC_TYPES.map((uid) => /^api::([a-z-]+)\.\1$/.exec(uid)?.[1]);
  assert.ok(publicTypes.length > 10);
  assert.deepEqual([...SITE_MODELS].sort(), publicTypes.sort());
});

test('a burst of changes makes one build, told its changes; calls without the secret are refused', async () => {
  let builds = 0;
  let built = [];
  await withRebuilder(
    {
      // The 20 calls all come within this quiet time, on a busy machine too (50 ms once let them span two builds).
      debounceMs: 1000,
      build: async (events) => {
        builds += 1;
        built = events;
      },
      deploy: () => ({ pagesChanged: 4, pagesRemoved: 0 }),
    },
    async ({ rebuilder, call, dir }) => {
      rebuilder.acceptAfter(0);
      assert.equal((await call(event('entry.publish'), 'wrong')).status, 401);
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => call(event('entry.publish')).then((r) => r.json())));
      assert.deepEqual(new Set(outcomes.map((o) => o.outcome)), new Set(['scheduled']));
      await rebuilder.settled();
      assert.equal(builds, 1);
      assert.equal(built.length, 20);
      assert.deepEqual(new Set(built.map((e) => `${e.model} ${e.event}`)), new Set(['job-offer entry.publish']));
      const status = JSON.parse(fs.readFileSync(path.join(dir, 'status.json'), 'utf8'));
      assert.equal(status.state, 'idle');
      assert.equal(status.lastBuild.result, 'success');
      assert.equal(status.lastBuild.events, 20);
      assert.equal(status.lastBuild.pagesChanged, 4);
      assert.match(fs.readFileSync(path.join(dir, 'rebuild.log'), 'utf8'), /build succeeded in .* 4 page\(s\) written/);
    },
  );
});

test('a rebuild for a few publications starts one of Gatsby’s workers; a burst and the daily run, Gatsby’s count', () => {
  const publications = (count) => Array.from({ length: count }, () => event('entry.publish'));
  assert.equal(rebuildWorkers(publications(1)), 1);
  assert.equal(rebuildWorkers(publications(FEW_CHANGES)), 1);
  assert.equal(rebuildWorkers(publications(FEW_CHANGES + 1)), undefined);
  assert.equal(rebuildWorkers([{ model: 'job-offer', event: 'daily.expiry', createdAt: new Date().toISOString() }]), undefined);
  assert.equal(rebuildWorkers([...publications(2), { model: 'job-offer', event: 'daily.expiry' }]), undefined);
});

test("a build's phases and the pages it rendered, read from Gatsby's output, are in the status; the slowest phases in the log", async () => {
  const { phases, rendered, onBuildLine } = phaseCollector();
  for (const line of [
    '\u001b[32msuccess\u001b[39m createPages - 4.592s',
    'info Created 6806 pages and 828 redirects',
    '\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess Building static HTML for pages - 1.250s - 12/12 9.60/s',
    'success createPages - 0.408s',
  ])
    onBuildLine(line);
  assert.deepEqual(phases, { createPages: 5, 'Building static HTML for pages': 1.25 });
  // Gatsby wraps its lines at 80 columns: a long phase's time comes on the next line.
  const wrapped = phaseCollector();
  for (const line of ['success Writing page-data.json and slice-data.json files to public directory -', '30.386s - 49533/49533 1630.13/s', '12.5s'])
    wrapped.onBuildLine(line);
  assert.deepEqual(wrapped.phases, { 'Writing page-data.json and slice-data.json files to public directory': 30.386 });
  assert.equal(rendered.pages, 12);
  const nothingRendered = phaseCollector();
  nothingRendered.onBuildLine('info There are no new or changed html files to build.');
  assert.equal(nothingRendered.rendered.pages, 0);
  const build = async () => ({ phases, pagesRendered: rendered.pages });
  await withRebuilder({ build, deploy: () => ({ pagesChanged: 12, pagesRemoved: 0 }) }, async ({ rebuilder, call, dir }) => {
    rebuilder.acceptAfter(0);
    await call(event('entry.publish'));
    await rebuilder.settled();
    const status = JSON.parse(fs.readFileSync(path.join(dir, 'status.json'), 'utf8'));
    assert.deepEqual(status.lastBuild.phases, phases);
    assert.equal(status.lastBuild.pagesRendered, 12);
    const log = fs.readFileSync(path.join(dir, 'rebuild.log'), 'utf8');
    assert.match(log, /12 page\(s\) rendered, 12 page\(s\) written/);
    assert.match(log, /slowest phases: createPages 5\.0 s, Building static HTML for pages 1\.3 s\n/);
  });
});

test('changes made before the running build started are covered by it; later ones wait for the next build', async () => {
  let release;
  const started = [];
  await withRebuilder(
    {
      build: () =>
        new Promise((resolve) => {
          started.push(Date.now());
          release = resolve;
        }),
      deploy: () => ({ pagesChanged: 1, pagesRemoved: 0 }),
    },
    async ({ rebuilder, call }) => {
      const old = { ...event('entry.publish'), createdAt: new Date(Date.now() - 60_000).toISOString() };
      rebuilder.acceptAfter(Date.now() - 1000);
      assert.equal((await (await call(old)).json()).outcome, 'covered');
      await call(event('entry.publish'));
      while (started.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      await call(event('entry.unpublish')); // arrives during the build
      assert.equal(rebuilder.status().state, 'building');
      release();
      while (started.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      release();
      await rebuilder.settled();
      assert.equal(rebuilder.status().builds, 2);
    },
  );
});

test('a failed build is recorded, nothing is deployed, and its error stays out of the public status', async () => {
  let deployed = false;
  await withRebuilder(
    {
      build: async () => {
        throw new Error('gatsby failed (exit 1):\nERROR #85901 GraphQL error');
      },
      deploy: () => {
        deployed = true;
      },
    },
    async ({ rebuilder, call, dir }) => {
      rebuilder.acceptAfter(0);
      await call(event('entry.publish'));
      await rebuilder.settled();
      assert.equal(deployed, false);
      // The file nginx serves to anyone: state, times and counts, no error text.
      const served = fs.readFileSync(path.join(dir, 'status.json'), 'utf8');
      const status = JSON.parse(served);
      assert.equal(status.lastBuild.result, 'failure');
      assert.equal(status.lastBuild.durationSeconds >= 0, true);
      assert.doesNotMatch(served, /GraphQL|85901|error/i);
      // Editors read it in the log and on the service's own status, which only the machine reaches.
      assert.match(rebuilder.status().lastBuild.error, /GraphQL error/);
      assert.match(fs.readFileSync(path.join(dir, 'rebuild.log'), 'utf8'), /build FAILED .* the previous site stays online. gatsby failed/);
    },
  );
});

test('the daily expiry build runs at 00:05 French time, winter and summer, and at the change of time', () => {
  assert.equal(nextExpiryRun(new Date('2026-11-23T12:00:00Z')).toISOString(), '2026-11-23T23:05:00.000Z');
  assert.equal(nextExpiryRun(new Date('2026-11-23T23:04:00Z')).toISOString(), '2026-11-23T23:05:00.000Z');
  assert.equal(nextExpiryRun(new Date('2026-11-23T23:05:00Z')).toISOString(), '2026-11-24T23:05:00.000Z');
  assert.equal(nextExpiryRun(new Date('2026-07-01T12:00:00Z')).toISOString(), '2026-07-01T22:05:00.000Z');
  // The night of 28 to 29 March 2026 clocks go forward at 02:00: midnight is still in winter time.
  assert.equal(nextExpiryRun(new Date('2026-03-28T12:00:00Z')).toISOString(), '2026-03-28T23:05:00.000Z');
  assert.equal(nextExpiryRun(new Date('2026-03-29T12:00:00Z')).toISOString(), '2026-03-29T22:05:00.000Z');
});

test('the daily build is one more build, with no CMS call', async () => {
  let builds = 0;
  let planned = 0;
  await withRebuilder(
    {
      build: async () => {
        builds += 1;
      },
      deploy: () => ({ pagesChanged: 0, pagesRemoved: 3 }),
      // The first run due at once, then none.
      nextDaily: (now) => (planned++ === 0 ? now : null),
    },
    async ({ rebuilder, dir }) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await rebuilder.settled();
      assert.equal(builds, 1);
      assert.match(fs.readFileSync(path.join(dir, 'rebuild.log'), 'utf8'), /job-offer daily\.expiry.*\n.*3 removed/);
    },
  );
});

test("no build starts before open(): a call and the daily run during the stack's first build wait for its deploy", async () => {
  let builds = 0;
  let planned = 0;
  await withRebuilder(
    {
      build: async () => {
        builds += 1;
      },
      deploy: () => ({ pagesChanged: 1, pagesRemoved: 0 }),
      nextDaily: (now) => (planned++ === 0 ? now : null),
    },
    async ({ rebuilder, call }) => {
      rebuilder.acceptAfter(Date.now() - 1000);
      assert.equal((await (await call(event('entry.publish'))).json()).outcome, 'scheduled');
      await new Promise((resolve) => setTimeout(resolve, 200)); // four debounce periods, the daily run due at once
      assert.equal(builds, 0, 'a build beside the first one would write into the folder it builds');
      assert.equal(rebuilder.status().state, 'scheduled');
      assert.equal(rebuilder.status().pendingEvents, 2);
      rebuilder.open();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await rebuilder.settled();
      assert.equal(builds, 1, 'both changes in one build after the first deploy');
    },
    { open: false },
  );
});
