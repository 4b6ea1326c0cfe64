import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { expect, test } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { apiCall, candidateOn, completeProfile, offersWithAgency, POSTGRES_API, SQLITE_API, unique, type Api, type ApiError } from '../e2e/support/candidates';
import { actionIn, mailsTo, type Mail } from '../e2e/support/mail';
import { pdfBytes, privateDir, privateFiles } from '../e2e/support/files';
import { ageApplication, queuedEmails, tablesHolding, WRITES_BEHIND_CMS } from '../e2e/support/database';

// The candidate's rights over their data , on both databases: « Mes données » exports everything
// held as a ZIP (JSON and the CV), deleting the account with its password erases it all at once, and the
// daily purge deletes applications, CVs and emails older than 24 months.

type Exported = {
  account: { email: string; username: string; language: string };
  profile: { first_name: string | null; last_name: string | null; phone: string | null; cv: { name: string; file: string } | null };
  applications: {
    offer: { offer_id: number; url: string } | null;
    state: string;
    steps: { state: string }[];
    message: string | null;
    sent: { last_name: string; email: string } | null;
    cv_file: string | null;
  }[];
  saved_offers: { offer: { offer_id: number } | null }[];
  alerts: { search: string; summary: string; frequency: string; state: string }[];
  emails: { to: string | null; subject: string; purpose: string | null }[];
};
type Invalid = ApiError & { error: { details: { errors: { path: string[]; message: string }[] } } };

const md5 = (bytes: Uint8Array): string => crypto.createHash('md5').update(bytes).digest('hex');
/** A CV no other test sends: the fixture PDF with a comment of its own after its end. */
const ownCv = (): { bytes: Uint8Array<ArrayBuffer>; name: string } => {
  const id = unique();
  const bytes = new Uint8Array([...pdfBytes(), ...new TextEncoder().encode(`\n% ${id}\n`)]);
  return { bytes, name: `CV Camille ${id}.pdf` };
};
/** Whether the CMS's private store holds these bytes. */
const stored = (api: Api, bytes: Uint8Array): boolean =>
  privateFiles(api).some((file) => md5(fs.readFileSync(path.join(privateDir(api), file))) === md5(bytes));
/** A candidate with a complete profile and a CV who applied to an offer with an agency and saved another; the agency's email. */
async function activeCandidate(api: Api) {
  const me = await candidateOn(api);
  const [offer, other] = await offersWithAgency(api);
  const cv = ownCv();
  const lastName = `Martin-${unique()}`;
  await completeProfile(api, me.jwt, { lastName, cv });
  const message = `Disponible dès samedi (${unique()}).`;
  const applied = await apiCall(api, '/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id, message } } });
  expect(applied.status, await applied.clone().text()).toBe(201);
  const application = ((await applied.json()) as { data: { id: string } }).data.id;
  expect((await apiCall(api, '/saved-offers', { jwt: me.jwt, body: { data: { offer_id: other.offer_id } } })).status).toBe(201);
  expect((await apiCall(api, '/alerts', { jwt: me.jwt, body: { data: { search: 'query=serveur', frequency: 'weekly' } } })).status).toBe(201);
  const agency = `recrutement@${offer.agency.slug}.example`;
  await expect.poll(() => mailsTo(agency, api.mailDir()).some((mail) => mail.subject.includes(lastName))).toBe(true);
  const mail = mailsTo(agency, api.mailDir()).find((found) => found.subject.includes(lastName)) as Mail;
  return { ...me, offer, other, cv, lastName, message, application, mail };
}

for (const api of [SQLITE_API, POSTGRES_API]) {
  test.describe(`the candidate's data (${api.name})`, () => {
    test('« Mes données »: a ZIP of everything held, as JSON, with the CV; to its owner only', async () => {
      const me = await activeCandidate(api);
      expect((await apiCall(api, '/profile/export')).status).toBe(401);
      const answer = await apiCall(api, '/profile/export', { jwt: me.jwt });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/zip');
      expect(answer.headers.get('cache-control')).toContain('no-store');
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.zip"$/);
      const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
      const data = JSON.parse(strFromU8(files['mes-donnees.json'])) as Exported;
      expect(data.account).toMatchObject({ email: me.user.email, username: me.user.username, language: 'fr' });
      expect(data.profile).toMatchObject({
        first_name: 'Camille',
        last_name: me.lastName,
        phone: '06 12 34 56 78',
        cv: { name: me.cv.name, file: `cv/${me.cv.name}` },
      });
      expect(md5(files[`cv/${me.cv.name}`])).toBe(md5(me.cv.bytes));
      expect(data.applications).toHaveLength(1);
      expect(data.applications[0]).toMatchObject({
        offer: { offer_id: me.offer.offer_id },
        state: 'sent',
        steps: [{ state: 'sent' }],
        message: me.message,
        sent: { last_name: me.lastName, email: me.user.email },
        cv_file: `cv/${me.cv.name}`,
      });
      expect(new URL(data.applications[0].offer?.url ?? '').pathname).toBe(`/offres-emploi/${me.offer.slug}`);
      expect(data.saved_offers.map((saved) => saved.offer?.offer_id)).toEqual([me.other.offer_id]);
      expect(data.alerts).toEqual([expect.objectContaining({ search: 'query=serveur', summary: '“serveur”', frequency: 'weekly', state: 'active' })]);
      // The email to the agency is listed, without the agency's private address.
      expect(data.emails).toContainEqual(expect.objectContaining({ to: null, subject: me.mail.subject, purpose: 'application:agency' }));
      expect(JSON.stringify(data)).not.toContain(`recrutement@${me.offer.agency.slug}.example`);
      // Nothing of this candidate in another's export.
      const stranger = await candidateOn(api);
      const theirs = unzipSync(new Uint8Array(await (await apiCall(api, '/profile/export', { jwt: stranger.jwt })).arrayBuffer()));
      expect(Object.keys(theirs)).toEqual(['mes-donnees.json']);
      const text = strFromU8(theirs['mes-donnees.json']);
      expect(JSON.parse(text)).toMatchObject({ profile: { first_name: null, cv: null }, applications: [], saved_offers: [], alerts: [], emails: [] });
      expect(text).not.toContain(me.lastName);
    });

    test('deleting the account takes its password; then nothing of it is left, in any table or file, and it cannot log in', async () => {
      const me = await activeCandidate(api);
      const refused = async (body: unknown, language: string | undefined, message: string) => {
        const answer = await apiCall(api, '/profile', { method: 'DELETE', jwt: me.jwt, body, language });
        expect(answer.status).toBe(400);
        expect(((await answer.json()) as Invalid).error.details.errors).toEqual([{ path: ['password'], message, name: 'ValidationError' }]);
      };
      expect((await apiCall(api, '/profile', { method: 'DELETE', body: { password: me.password } })).status).toBe(401);
      await refused({}, undefined, 'Saisissez votre mot de passe pour confirmer la suppression.');
      await refused({ password: 'pas-le-bon' }, undefined, 'Ce mot de passe n’est pas le bon\u00a0: votre compte n’a pas été supprimé.');
      await refused({ password: 'not-this-one' }, 'en', 'This is not your password: your account was not deleted.');
      expect((await apiCall(api, '/profile', { jwt: me.jwt })).status).toBe(200);
      expect(stored(api, me.cv.bytes)).toBe(true);
      const personal = [me.user.email, me.lastName, me.cv.name, me.message];
      expect(await tablesHolding(personal, api === POSTGRES_API)).not.toEqual([]);

      const erased = await apiCall(api, '/profile', { method: 'DELETE', jwt: me.jwt, body: { password: me.password } });
      expect(erased.status, await erased.clone().text()).toBe(204);
      expect(await tablesHolding(personal, api === POSTGRES_API)).toEqual([]);
      expect(stored(api, me.cv.bytes)).toBe(false);
      expect((await apiCall(api, '/auth/local', { body: { identifier: me.user.email, password: me.password } })).status).toBe(400);
      for (const route of ['/profile', '/applications', '/users/me']) expect((await apiCall(api, route, { jwt: me.jwt })).status).toBe(401);
      // The agency's links say the application is gone.
      const token = new URL(actionIn(me.mail, 'Proposer un entretien')).searchParams.get('t') ?? '';
      const answer = await apiCall(api, `/application-answers?t=${encodeURIComponent(token)}`);
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as ApiError).error.message).toContain('le candidat a supprimé son compte');
    });
  });
}

test(
  'the daily purge deletes applications, their emails and the CVs older than 24 months, and nothing newer (SQLite)',
  { tag: WRITES_BEHIND_CMS },
  async () => {
    const old = await activeCandidate(SQLITE_API);
    const recent = await activeCandidate(SQLITE_API);
    ageApplication(old.application, 25 * 31 * 24 * 3600_000);
    // The stack's purge runs every 2 s (global-setup.ts).
    await expect
      .poll(async () => ((await (await apiCall(SQLITE_API, '/applications', { jwt: old.jwt })).json()) as { data: unknown[] }).data.length, { timeout: 30_000 })
      .toBe(0);
    expect(((await (await apiCall(SQLITE_API, '/profile', { jwt: old.jwt })).json()) as { data: { cv: unknown } }).data.cv).toBeNull();
    expect(stored(SQLITE_API, old.cv.bytes)).toBe(false);
    expect(queuedEmails(old.lastName)).toEqual([]);
    // The account, its profile and saved offers stay; so does everything of the recent application.
    expect(((await (await apiCall(SQLITE_API, '/saved-offers', { jwt: old.jwt })).json()) as { data: unknown[] }).data).toHaveLength(1);
    expect(((await (await apiCall(SQLITE_API, '/applications', { jwt: recent.jwt })).json()) as { data: unknown[] }).data).toHaveLength(1);
    expect(stored(SQLITE_API, recent.cv.bytes)).toBe(true);
    expect(queuedEmails(recent.lastName)).toHaveLength(1);
  },
);

test('an erased account leaves nothing in the database’s files, nor a file it sent; six CVs sent at once leave one (SQLite)', async () => {
  const me = await activeCandidate(SQLITE_API);
  const cvs = Array.from({ length: 6 }, ownCv);
  const answers = await Promise.all(
    cvs.map((cv) => {
      const form = new FormData();
      form.append('file', new Blob([cv.bytes], { type: 'application/pdf' }), cv.name);
      return apiCall(SQLITE_API, '/profile/cv', { method: 'PUT', form, jwt: me.jwt });
    }),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  // The profile holds one of them; the application still sends the first CV.
  expect(cvs.filter((cv) => stored(SQLITE_API, cv.bytes))).toHaveLength(1);
  expect(stored(SQLITE_API, me.cv.bytes)).toBe(true);

  const erased = await apiCall(SQLITE_API, '/profile', { method: 'DELETE', jwt: me.jwt, body: { password: me.password } });
  expect(erased.status, await erased.clone().text()).toBe(204);
  expect([me.cv, ...cvs].filter((cv) => stored(SQLITE_API, cv.bytes))).toEqual([]);
  const database = path.join(process.env.E2E_DATA_DIR ?? '', 'data.db');
  for (const file of [database, `${database}-wal`].filter((name) => fs.existsSync(name))) {
    const bytes = fs.readFileSync(file);
    for (const personal of [me.user.email, me.lastName, me.message, me.cv.name])
      expect(bytes.includes(Buffer.from(personal)), `${personal} in ${path.basename(file)}`).toBe(false);
  }
  expect((fs.statSync(database).mode & 0o777).toString(8)).toBe('600');
});

test('five exports an hour per account, each a whole archive; the sixth is a 429 in the request’s language (SQLite)', async () => {
  const me = await activeCandidate(SQLITE_API);
  for (let i = 0; i < 5; i++) {
    const answer = await apiCall(SQLITE_API, '/profile/export', { jwt: me.jwt });
    expect(answer.status).toBe(200);
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([`cv/${me.cv.name}`, 'mes-donnees.json']);
    expect(md5(files[`cv/${me.cv.name}`])).toBe(md5(me.cv.bytes));
  }
  const refused = await apiCall(SQLITE_API, '/profile/export', { jwt: me.jwt, language: 'en' });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  expect(((await refused.json()) as ApiError).error.message).toMatch(/^You have downloaded your data several times already: try again in \d+ min\.$/);
  const other = await candidateOn(SQLITE_API);
  expect((await apiCall(SQLITE_API, '/profile/export', { jwt: other.jwt })).status).toBe(200);
});
