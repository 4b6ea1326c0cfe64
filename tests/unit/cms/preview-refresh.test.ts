import http from 'http';
import type { AddressInfo } from 'net';
import { previewModel, refreshPreviewOnSaves } from '../../../cms/src/bootstrap/preview-refresh';

// The preview site's refresh: called on saves of the types the site shows, never on a candidate's records.
// Strapi's own event hub carries the events; a local server stands in for gatsby develop's /__refresh.

type EventHub = { emit: (event: string, ...args: unknown[]) => Promise<void> };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Strapi's event hub, as the CMS creates it
const createEventHub = require('../../../cms/node_modules/@strapi/core/dist/services/event-hub.js') as () => EventHub;

let received: { authorization?: string; body: string }[] = [];
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push({ authorization: request.headers.authorization, body });
    response.writeHead(200).end();
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__refresh`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

const logs: string[] = [];
type Strapi = Parameters<typeof refreshPreviewOnSaves>[0];
const strapiWith = (eventHub: EventHub): Strapi =>
  ({ eventHub, log: { warn: (m: string) => logs.push(`warn ${m}`), debug: (m: string) => logs.push(`debug ${m}`) } }) as unknown as Strapi;
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `done` holds: the calls run after the event, and a busy machine makes them late, not absent. */
const until = async (done: () => boolean): Promise<void> => {
  while (!done()) await pause(10);
};

test('the saves of a type the site shows refresh the preview, drafts included; other types and events do not', () => {
  for (const event of ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish']) {
    expect(previewModel(event, { model: 'job-offer', entry: { publishedAt: null } })).toBe('job-offer');
  }
  expect(previewModel('entry.update', { model: 'city' })).toBe('city');
  for (const model of ['application', 'alert', 'user', 'email-message']) expect(previewModel('entry.create', { model })).toBeNull();
  expect(previewModel('entry.draft-discard', { model: 'job-offer' })).toBeNull();
  expect(previewModel('media.create', { model: 'job-offer' })).toBeNull();
  expect(previewModel('entry.create', null)).toBeNull();
});

test('the CMS calls the refresh with its secret for an offer saved, and not for an application', async () => {
  const hub = createEventHub();
  refreshPreviewOnSaves(strapiWith(hub), { PREVIEW_REFRESH_URL: url, PREVIEW_REFRESH_SECRET: 's3cret' });
  await hub.emit('entry.create', { model: 'application', uid: 'api::application.application', entry: {} });
  await hub.emit('entry.update', { model: 'job-offer', uid: 'api::job-offer.job-offer', entry: { publishedAt: null } });
  await until(() => received.length > 0);
  expect(received).toEqual([{ authorization: 'Bearer s3cret', body: JSON.stringify({ event: 'entry.update', model: 'job-offer' }) }]);
}, 30_000);

test('nothing is called without a URL, and a preview that is not running is only noted in debug', async () => {
  const quiet = createEventHub();
  refreshPreviewOnSaves(strapiWith(quiet), {});
  await quiet.emit('entry.publish', { model: 'job-offer', entry: {} });
  await pause(200);
  expect(received).toEqual([]);

  // A port nothing listens on: one a server had, closed.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const downUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/__refresh`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const down = createEventHub();
  refreshPreviewOnSaves(strapiWith(down), { PREVIEW_REFRESH_URL: downUrl });
  logs.length = 0;
  await down.emit('entry.publish', { model: 'job-offer', entry: {} });
  await until(() => logs.length > 0);
  expect(logs).toEqual([`debug No preview site to refresh on ${downUrl}`]);
}, 30_000);
