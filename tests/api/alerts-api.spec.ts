import { execFileSync } from 'child_process';
import { expect, test } from '@playwright/test';
import { apiCall, candidateOn, POSTGRES_API, SQLITE_API, unique, type Api, type ApiError } from '../e2e/support/candidates';
import { mailsTo, waitForMail, type Mail } from '../e2e/support/mail';
import { plantOffer } from '../e2e/support/offers';
import { ageAlert, alertStates, rewindAlert, WRITES_BEHIND_CMS } from '../e2e/support/database';
import { cmsUrl, editorLogin } from '../e2e/support/cms';

// Job alerts, on both databases: a candidate's alert is active at once, a visitor's waits for
// the confirmation link of its email; the search is checked by the offer search; at most 20 per address.
// The run (PostgreSQL: its offers published here rebuild no site) sends each new matching offer once; on
// SQLite, an alert made to have last looked a year ago gets the seed's offers, once.

type Alert = { id: string; search: string; summary: string; frequency: string; state: string; last_sent_at: string | null };
type Invalid = ApiError & { error: { details: { errors: { path: string[]; message: string }[] } } };

const create = (api: Api, data: Record<string, unknown>, init: { jwt?: string; language?: string } = {}) =>
  apiCall(api, '/alerts', { body: { data }, ...init });
const linkIn = (mail: Mail, path: string): string => {
  const found = new RegExp(`(\\S+${path.replace(/\//g, '\\/')}\\?t=\\S+)`).exec(mail.text);
  expect(found, `a link to ${path} in « ${mail.subject} »`).not.toBeNull();
  return found?.[1] ?? '';
};
const tokenOf = (link: string): string => new URL(link).searchParams.get('t') ?? '';
/** The run at once: `npm run alerts:send`, on that CMS. */
function runAlerts(api: Api): string {
  return execFileSync('npm', ['run', '--silent', 'alerts:send'], { env: { ...process.env, CMS_URL: api.cms() }, encoding: 'utf8' });
}

for (const api of [SQLITE_API, POSTGRES_API]) {
  test.describe(`job alerts (${api.name})`, () => {
    test('a candidate’s alert: the search checked by the offer search, kept without its page, summarised; listed, paused, changed, deleted by its owner only', async () => {
      const me = await candidateOn(api);
      const refused = await create(api, { search: 'filter[rhythm][days]=funday', frequency: 'daily' }, { jwt: me.jwt });
      expect(refused.status).toBe(400);
      const same = await apiCall({ ...api, base: api.search }, '/rythmo/job-offers?filter[rhythm][days]=funday');
      const message = ((await same.json()) as ApiError).error.message;
      expect(((await refused.json()) as Invalid).error.details.errors).toEqual([{ path: ['data', 'search'], message, name: 'ValidationError' }]);
      const unknownPlace = await create(api, { search: 'filter[location][department]=99', frequency: 'daily' }, { jwt: me.jwt });
      expect(((await unknownPlace.json()) as Invalid).error.details.errors[0].message).toBe('Département inconnu\u00a0: «\u202f99\u202f».');
      expect((await create(api, { search: '', frequency: 'hourly' }, { jwt: me.jwt })).status).toBe(400);
      expect((await create(api, { search: '', frequency: 'daily', email: 'autre@exemple.fr' }, { jwt: me.jwt })).status).toBe(400);

      const created = await create(
        api,
        { search: 'filter[works]=evenementiel&filter[rhythm][days]=sat,sun&filter[rhythm][max_hours]=20&sort=start_date&page=3', frequency: 'daily' },
        { jwt: me.jwt },
      );
      expect(created.status, await created.clone().text()).toBe(201);
      const alert = ((await created.json()) as { data: Alert }).data;
      expect(alert).toMatchObject({
        search: 'filter[works]=evenementiel&filter[rhythm][days]=sat,sun&filter[rhythm][max_hours]=20',
        summary: 'Événementiel · inclut le week-end · 20 h max',
        frequency: 'daily',
        state: 'active',
        last_sent_at: null,
      });
      // Offers that ask for no other days than these: the summary says so, as the list's panel does.
      const only = await create(api, { search: 'filter[rhythm][days]=sat,sun&filter[rhythm][match]=only', frequency: 'weekly' }, { jwt: me.jwt });
      const kept = ((await only.json()) as { data: Alert }).data;
      expect(kept).toMatchObject({ search: 'filter[rhythm][days]=sat,sun&filter[rhythm][match]=only', summary: 'seulement le week-end' });
      expect((await apiCall(api, `/alerts/${kept.id}`, { method: 'DELETE', jwt: me.jwt })).status).toBe(204);
      // A minimum pay and dates: kept and said.
      const paid = await create(
        api,
        { search: 'filter[pay][min_hourly]=13.5&filter[available_on]=2027-01-09,2027-01-16', frequency: 'weekly' },
        { jwt: me.jwt },
      );
      const pay = ((await paid.json()) as { data: Alert }).data;
      expect(pay).toMatchObject({
        search: 'filter[pay][min_hourly]=13.5&filter[available_on]=2027-01-09,2027-01-16',
        summary: 'au moins 13,50\u00a0€ brut de l’heure · disponible le 9 janvier, 16 janvier',
      });
      expect((await apiCall(api, `/alerts/${pay.id}`, { method: 'DELETE', jwt: me.jwt })).status).toBe(204);
      expect((await create(api, { search: 'filter[available_on]=2027-02-30', frequency: 'weekly' }, { jwt: me.jwt })).status).toBe(400);
      const listed = async (jwt: string): Promise<Alert[]> => ((await (await apiCall(api, '/alerts', { jwt })).json()) as { data: Alert[] }).data;
      expect((await listed(me.jwt)).map((found) => found.id)).toEqual([alert.id]);
      expect((await apiCall(api, '/alerts')).status).toBe(401);

      const paused = await apiCall(api, `/alerts/${alert.id}`, { method: 'PATCH', jwt: me.jwt, body: { data: { state: 'paused', frequency: 'weekly' } } });
      expect(((await paused.json()) as { data: Alert }).data).toMatchObject({ state: 'paused', frequency: 'weekly' });
      expect((await apiCall(api, `/alerts/${alert.id}`, { method: 'PATCH', jwt: me.jwt, body: { data: { state: 'pending' } } })).status).toBe(400);
      // Another candidate neither sees nor changes it.
      const stranger = await candidateOn(api);
      expect(await listed(stranger.jwt)).toEqual([]);
      expect((await apiCall(api, `/alerts/${alert.id}`, { method: 'DELETE', jwt: stranger.jwt })).status).toBe(404);
      expect((await apiCall(api, `/alerts/${alert.id}`, { method: 'DELETE', jwt: me.jwt })).status).toBe(204);
      expect(await listed(me.jwt)).toEqual([]);
    });

    test('a visitor’s alert waits for the link of its email (double opt-in), in the page’s language; 20 per address at most', async () => {
      const email = `visiteur-${unique()}@exemple.fr`;
      expect((await create(api, { search: '', frequency: 'daily' })).status).toBe(400);
      const created = await create(api, { search: 'query=serveur', frequency: 'weekly', email }, { language: 'en' });
      expect(created.status, await created.clone().text()).toBe(201);
      expect(((await created.json()) as { data: Alert }).data).toMatchObject({ state: 'pending', summary: '‘serveur’' });
      const mail = await waitForMail(email, 1, api.mailDir());
      expect(mail.subject).toBe('Rythmo: confirm your job alert');
      const token = tokenOf(linkIn(mail, '/en/alert/confirm'));
      const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await apiCall(api, `/alerts/confirm?t=${encodeURIComponent(tampered)}`, { method: 'POST', body: {} })).status).toBe(404);
      const confirmed = await apiCall(api, `/alerts/confirm?t=${encodeURIComponent(token)}`, { method: 'POST', body: {} });
      expect(((await confirmed.json()) as { data: Alert }).data.state).toBe('active');
      // Twice is the same.
      expect(
        ((await (await apiCall(api, `/alerts/confirm?t=${encodeURIComponent(token)}`, { method: 'POST', body: {} })).json()) as { data: Alert }).data.state,
      ).toBe('active');
    });

    test('alerts waiting for their link: three a day to one mailbox, whatever its case or its +… part; a quoted address is refused', async () => {
      const victim = `victime-${unique()}@exemple.fr`;
      for (const email of [victim, victim.replace('@', '+1@'), victim.toUpperCase()]) {
        expect((await create(api, { search: 'query=serveur', frequency: 'daily', email })).status, email).toBe(201);
      }
      const fourth = await create(api, { search: 'query=serveur', frequency: 'daily', email: victim.replace('@', '+2@') });
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(3600);
      expect(((await fourth.json()) as ApiError).error.message).toBe(
        'Trop d’alertes attendent déjà leur confirmation\u00a0: confirmez-les depuis l’email reçu, ou réessayez demain.',
      );
      const quoted = await create(api, { search: 'query=serveur', frequency: 'daily', email: `"${victim.split('@')[0]}"@exemple.fr` });
      expect(quoted.status).toBe(400);
      expect(((await quoted.json()) as Invalid).error.details.errors[0].path).toEqual(['data', 'email']);
    });

    test('a visitor’s alerts for a candidate’s address do not count against its 20; the candidate lists and deletes them', async () => {
      const me = await candidateOn(api);
      const theirs = await create(api, { search: 'query=serveur', frequency: 'daily', email: me.user.email });
      expect(theirs.status).toBe(201);
      const pending = ((await theirs.json()) as { data: Alert }).data;
      const listed = async (): Promise<Alert[]> => ((await (await apiCall(api, '/alerts', { jwt: me.jwt })).json()) as { data: Alert[] }).data;
      expect((await listed()).map((alert) => [alert.id, alert.state])).toEqual([[pending.id, 'pending']]);
      for (let i = 0; i < 20; i += 1)
        expect((await create(api, { search: `query=job${i}`, frequency: 'daily' }, { jwt: me.jwt })).status, `alert ${i + 1}`).toBe(201);
      const over = await create(api, { search: 'query=encore', frequency: 'daily' }, { jwt: me.jwt });
      expect(over.status).toBe(400);
      expect(((await over.json()) as Invalid).error.details.errors[0].message).toBe(
        'Cette adresse a déjà 20 alertes\u00a0: supprimez-en une pour en créer une autre.',
      );
      expect((await apiCall(api, `/alerts/${pending.id}`, { method: 'DELETE', jwt: me.jwt })).status).toBe(204);
      expect((await listed()).map((alert) => alert.id)).not.toContain(pending.id);
    });

    test('a place given by its position is named only as the geo-search names it there: the words of a request never reach the email', async () => {
      const lyon = 'filter[geolocation][lat]=45.7578&filter[geolocation][long]=4.832&filter[geolocation][radius]=20';
      const email = `visiteur-${unique()}@exemple.fr`;
      const named = await create(api, { search: `${lyon}&filter[geolocation][name]=Lyon`, frequency: 'daily', email });
      expect(named.status, await named.clone().text()).toBe(201);
      expect(((await named.json()) as { data: Alert }).data.summary).toContain('Lyon');
      const spam = 'Appelez le 0899 123 456 http://evil.example';
      const other = `visiteur-${unique()}@exemple.fr`;
      const lying = await create(api, { search: `${lyon}&filter[geolocation][name]=${encodeURIComponent(spam)}`, frequency: 'daily', email: other });
      expect(lying.status, await lying.clone().text()).toBe(201);
      const alert = ((await lying.json()) as { data: Alert }).data;
      expect(alert.summary).not.toContain('0899');
      expect(alert.search).not.toContain('evil');
      const mail = await waitForMail(other, 1, api.mailDir());
      expect(mail.text).not.toContain('0899');
      expect(mail.text).not.toContain('evil.example');
    });
  });
}

test('the run sends each new matching offer once, in the alert’s language, with a one-click unsubscription; nothing when nothing is new or paused (PostgreSQL)', async () => {
  test.setTimeout(90_000);
  const api = POSTGRES_API;
  const word = `zorglub${unique().replace(/\d/g, '')}`;
  const me = await candidateOn(api);
  const matching = ((await (await create(api, { search: `query=${word}`, frequency: 'daily' }, { jwt: me.jwt })).json()) as { data: Alert }).data;
  const english = await candidateOn(api, 'en');
  await create(api, { search: `query=${word}`, frequency: 'daily' }, { jwt: english.jwt });
  const paused = await candidateOn(api);
  const pausedAlert = ((await (await create(api, { search: `query=${word}`, frequency: 'daily' }, { jwt: paused.jwt })).json()) as { data: Alert }).data;
  await apiCall(api, `/alerts/${pausedAlert.id}`, { method: 'PATCH', jwt: paused.jwt, body: { data: { state: 'paused' } } });

  // An editor publishes one offer with the word, and one without.
  const editor = await editorLogin(api.base());
  const id = 991000 + Math.floor(Math.random() * 8000);
  const later = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
  const offer = {
    offer_id: id,
    slug: `${id}-serveur-${word}-a-lyon`,
    title: `Serveur ${word} à Lyon`,
    start_date: later,
    publication_date: new Date().toISOString(),
    valid_through: later,
    description: 'Service en salle.',
  };
  await plantOffer(editor, api.base(), offer);
  await plantOffer(editor, api.base(), { ...offer, offer_id: id + 1, slug: `${id + 1}-plongeur-a-lyon`, title: 'Plongeur à Lyon' });

  // Its last line is the report; before it, a line per second while it runs.
  expect(runAlerts(api).split('\n').at(-2)).toMatch(
    /^Alerts: \d+ run, \d+ emails queued with \d+ offers, in \d+ ms \(the run held the event loop \d+ ms at most; longest stall \d+ ms\)$/,
  );
  const mail = await waitForMail(me.user.email, 2, api.mailDir());
  expect(mail.subject).toBe(`Rythmo\u00a0: 1 nouvelle offre · “${word}”`);
  expect(mail.text).toContain(`Serveur ${word} à Lyon`);
  expect(mail.text).not.toContain('Plongeur à Lyon');
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
  expect(new URL(oneClick).pathname).toBe('/api/alerts/unsubscribe');
  expect(new URL(linkIn(mail, '/alerte/desinscription')).searchParams.get('t')).toBe(new URL(oneClick).searchParams.get('t'));
  const inEnglish = await waitForMail(english.user.email, 2, api.mailDir());
  expect(inEnglish.subject).toBe(`Rythmo: 1 new offer · ‘${word}’`);
  expect(mailsTo(paused.user.email, api.mailDir())).toHaveLength(1);

  // A second run sends nothing more.
  runAlerts(api);
  const alerts = ((await (await apiCall(api, '/alerts', { jwt: me.jwt })).json()) as { data: Alert[] }).data;
  expect(alerts[0].last_sent_at).not.toBeNull();
  expect(mailsTo(me.user.email, api.mailDir())).toHaveLength(2);

  // One POST, as a mail client sends it (RFC 8058), unsubscribes without an account.
  const unsubscribed = await fetch(oneClick.replace('//localhost:', '//127.0.0.1:').replace(/^https?:\/\/[^/]+/, api.base()), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status).toBe(200);
  expect(((await (await apiCall(api, '/alerts', { jwt: me.jwt })).json()) as { data: Alert[] }).data.map((alert) => alert.id)).not.toContain(matching.id);
});

test(
  'the run on SQLite, the embedded default: an alert that last looked a year ago gets the seed’s matching offers, 10 of them and the list, once; the run is the operators’ only',
  { tag: WRITES_BEHIND_CMS },
  async () => {
    test.setTimeout(90_000);
    const cms = process.env.E2E_CMS_URL ?? '';
    const me = await candidateOn(SQLITE_API);
    const created = await create(SQLITE_API, { search: 'filter[city]=lyon', frequency: 'daily' }, { jwt: me.jwt });
    expect(created.status, await created.clone().text()).toBe(201);
    const alert = ((await created.json()) as { data: Alert }).data;
    rewindAlert(alert.id, 365 * 24 * 3600_000);

    expect(runAlerts(SQLITE_API).split('\n').at(-2)).toMatch(/^Alerts: \d+ run, \d+ emails queued/);
    const mail = await waitForMail(me.user.email, 2);
    const total = Number(/^Rythmo\u00a0: (\d+) nouvelles offres · Lyon$/.exec(mail.subject)?.[1]);
    expect(total).toBeGreaterThan(10);
    expect(mail.text.match(/\/offres-emploi\/\d+-/g)).toHaveLength(10);
    expect(mail.text).toContain(`Voir les ${total} offres`);
    expect(mail.text).toContain('/offres-emploi?filter[city]=lyon&sort=-publication_date');
    runAlerts(SQLITE_API);
    expect(mailsTo(me.user.email)).toHaveLength(2);

    // Its one-click unsubscription: the link's token, posted to the route (the page's form through nginx is
    // the end-to-end tests': alerts.spec.ts); a second tap changes nothing.
    const token = tokenOf(linkIn(mail, '/alerte/desinscription'));
    const unsubscribe = () => apiCall(SQLITE_API, `/alerts/unsubscribe?t=${encodeURIComponent(token)}`, { method: 'POST', body: {} });
    expect((await unsubscribe()).status).toBe(200);
    expect(((await (await apiCall(SQLITE_API, '/alerts', { jwt: me.jwt })).json()) as { data: Alert[] }).data).toEqual([]);
    expect((await unsubscribe()).status).toBe(200);

    // The run is asked on the CMS's own port with the operators' secret (nginx does not forward it: alerts.spec.ts).
    expect((await fetch(`${cms}/api/alerts/run`)).status).toBe(401);
    expect((await fetch(`${cms}/api/alerts/run`, { method: 'POST', headers: { authorization: 'Bearer not-the-secret' } })).status).toBe(401);
  },
);

test('visitors’ alerts from one client address: ALERTS_PENDING_PER_CLIENT a day (the tests’ 20), then a 429', async () => {
  const from = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const post = (email: string): Promise<Response> =>
    fetch(`${cmsUrl()}/api/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ data: { search: 'query=serveur', frequency: 'daily', email } }),
    });
  for (let i = 0; i < 20; i += 1) expect((await post(`client-${i}-${unique()}@exemple.fr`)).status, `alert ${i + 1}`).toBe(201);
  expect((await post(`client-over-${unique()}@exemple.fr`)).status).toBe(429);
});

test(
  'a visitor’s alert left unconfirmed for 48 hours: its link no longer confirms it, and the daily purge deletes it (SQLite)',
  { tag: WRITES_BEHIND_CMS },
  async () => {
    const [first, second] = [`tardif-${unique()}@exemple.fr`, `oubli-${unique()}@exemple.fr`];
    const ids: string[] = [];
    for (const email of [first, second]) {
      const created = await create(SQLITE_API, { search: 'query=serveur', frequency: 'daily', email });
      expect(created.status).toBe(201);
      ids.push(((await created.json()) as { data: Alert }).data.id);
    }
    const token = tokenOf(linkIn(await waitForMail(first), '/alerte/confirmation'));
    for (const id of ids) ageAlert(id, 49 * 3600_000);
    const late = await apiCall(SQLITE_API, `/alerts/confirm?t=${encodeURIComponent(token)}`, { method: 'POST', body: {} });
    expect(late.status).toBe(404);
    // The purge, every 2 s, may have deleted the aged alert before this request: refused either way.
    expect(['Ce lien n’est pas valide\u00a0: utilisez celui de l’email reçu, en entier.', 'Alerte introuvable.']).toContain(
      ((await late.json()) as ApiError).error.message,
    );
    expect(alertStates(first)).toEqual([]);
    // The stack's purge runs every 2 s (global-setup.ts).
    await expect.poll(() => alertStates(second), { timeout: 30_000 }).toEqual([]);
  },
);
