/**
 * The candidate's rights over their data (GDPR articles 15, 17 and 20, and the CNIL's two years
 * for candidates' data):
 * - GET /api/profile/export: everything kept about the account, as a ZIP (EXPORT_FILES of
 *   @rythmo/site-map): one JSON file (the account, the profile, each application with what it sent and its
 *   steps, the saved offers, the job alerts, the emails written about them) and each CV file held;
 * - DELETE /api/profile `{"password":…}`: erases at once the account, its profile, its saved offers and alerts, the
 *   personal content of its applications (what was sent, the message, the CV, the link to the account: an
 *   agency's statistics keep an anonymous application with its steps), their emails, its CV files, and the
 *   limits' counts kept under its address; the account can no longer log in. Wrong passwords are counted;
 * - the purge (../bootstrap/services.ts schedules it daily, config/candidates.ts): applications, CVs and emails older
 *   than the retention (24 months by default) are deleted, and visitors' alerts left unconfirmed past
 *   ALERT_PENDING_HOURS (../alerts/links.ts `pendingSince`).
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { buildPath, ERASE_PASSWORD_FIELD, EXPORT_FILES, EXPORTS_PER_HOUR, frenchToday, type Locale } from '@rythmo/site-map';
import { requestLocale, type Negotiating } from '../utils/request-locale';
import { databaseLimits, tooMany, type Limit } from '../security/limits';
import { forgetDeleted } from '../utils/sqlite';
import { accountLanguage, mailboxKey } from '../accounts/rules';
import { pendingSince } from '../alerts/links';
import { APPLICATION_UID, type ApplicationDetails } from './applying';
import { PROFILE_UID, findProfile, presentProfile, type StoredFile } from './profile';
import { privateFolderId, readPrivateFile, releaseOwnFiles, releasePrivateFile } from '../storage/private-files';
import { message } from '../i18n/messages';

const USER = 'plugin::users-permissions.user';
const SAVED = 'api::saved-offer.saved-offer';
const EMAIL = 'api::email-message.email-message';
const ALERT = 'api::alert.alert';
const FILE = 'plugin::upload.file';
const LIMITS_TABLE = 'rythmo_limits';

/** Wrong passwords on deletion: this many per account within the window, then a 429. */
const ERASE_TRIES = { max: 5, windowMs: 15 * 60_000 };
/** Exports per account within an hour, then a 429. */
const EXPORTS = { max: EXPORTS_PER_HOUR, windowMs: 60 * 60_000 };

type Context = Negotiating & {
  state: { user?: { id: number } };
  request: { body?: unknown };
  status: number;
  body: unknown;
  set: (name: string, value: string) => void;
};

type Offer = { offer_id: number; slug: string; title: string } | null;
type ApplicationRow = {
  id: number;
  createdAt: string;
  state: string;
  history: unknown;
  refusal_reason: string | null;
  message: string | null;
  details: ApplicationDetails | null;
  cv: StoredFile | null;
  job_offer: Offer;
};
type Account = { id: number; email: string; username: string; language: string | null; confirmed: boolean; createdAt: string; password: string | null };

export type RetentionConfig = { months: number; schedule: string };

/** The applications of an account, with what each sent. */
const applicationsOf = async (strapi: Core.Strapi, user: number): Promise<ApplicationRow[]> =>
  (await strapi.db.query(APPLICATION_UID).findMany({
    where: { candidate: { id: user } },
    populate: { cv: true, job_offer: { select: ['offer_id', 'slug', 'title'] } },
    orderBy: { createdAt: 'desc' },
  })) as ApplicationRow[];

/** Each application's emails goes with it (they hold the candidate's details), then its CV when nothing else holds it. */
async function deleteApplication(strapi: Core.Strapi, row: { id: number; cv: { id: number } | null }): Promise<void> {
  await strapi.db.query(EMAIL).deleteMany({ where: { application: { id: row.id } } });
  await strapi.db.query(APPLICATION_UID).delete({ where: { id: row.id } });
  await releasePrivateFile(strapi, row.cv?.id);
}

/** Resolves once the stream takes more, or is closed. */
async function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain) return;
  const stop = new AbortController();
  const waits = [once(out, 'drain', { signal: stop.signal }), once(out, 'close', { signal: stop.signal })];
  for (const wait of waits) wait.catch(() => undefined);
  await Promise.race(waits);
  stop.abort();
}

/**
 * The archive, streamed as it is written (fflate's Zip): the data's JSON compressed, then each file stored
 * as it is read from the private store (PDF and DOCX are compressed already), a chunk at a time, waiting
 * while the client reads slower. An archive of 60 MB of CVs never sits whole in the CMS's memory, and the
 * event loop is free between chunks. A file that cannot be read cuts the download short (logged).
 */
function zipStream(
  data: { name: string; content: Uint8Array },
  files: { name: string; read: () => Promise<NodeJS.ReadableStream> }[],
  failed: (error: Error) => void,
): PassThrough {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error !== null) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    const json = new ZipDeflate(data.name, { level: 6 });
    zip.add(json);
    json.push(data.content, true);
    for (const file of files) {
      const entry = new ZipPassThrough(file.name);
      zip.add(entry);
      const content = await file.read();
      for await (const chunk of content) {
        entry.push(typeof chunk === 'string' ? strToU8(chunk) : (chunk as Buffer));
        await drained(out);
        if (out.destroyed) {
          // The client left: nothing more to read.
          (content as Partial<Readable>).destroy?.();
          return;
        }
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => {
    const reason = error instanceof Error ? error : new Error(String(error));
    failed(reason);
    out.destroy(reason);
  });
  return out;
}

/** `%` and `_` taken literally in a LIKE pattern (escape character `!`). */
const literal = (text: string): string => text.replace(/[!%_]/g, (character) => `!${character}`);

export function myDataController({ strapi }: { strapi: Core.Strapi }, siteUrl: () => string) {
  let tries: Limit | undefined;
  const eraseTries = (): Limit => (tries ??= databaseLimits(strapi)({ name: 'erase-password', ...ERASE_TRIES }));
  let exported: Limit | undefined;
  const exportsMade = (): Limit => (exported ??= databaseLimits(strapi)({ name: 'export', ...EXPORTS }));

  const candidate = (ctx: Context): number => {
    if (ctx.state.user === undefined) throw new errors.UnauthorizedError();
    ctx.set('Cache-Control', 'no-store');
    return ctx.state.user.id;
  };
  const account = async (user: number): Promise<Account> =>
    (await strapi.db.query(USER).findOne({
      where: { id: user },
      select: ['id', 'email', 'username', 'language', 'confirmed', 'createdAt', 'password'],
    })) as Account;
  const offerOf = (offer: Offer, locale: Locale) =>
    offer === null ? null : { offer_id: offer.offer_id, title: offer.title, url: `${siteUrl()}${buildPath('jobs-slug', locale, { slug: offer.slug })}` };

  return {
    async export(ctx: Context): Promise<void> {
      const user = candidate(ctx);
      const waitMs = await exportsMade().take(String(user));
      if (waitMs > 0) throw tooMany(ctx, waitMs, message(requestLocale(ctx), 'export_too_many', { minutes: Math.ceil(waitMs / 60_000) }));
      const me = await account(user);
      const locale = accountLanguage(me.language);
      const names = EXPORT_FILES[locale];
      /** Each CV file once in the archive, by its id: its path there. */
      const cvs = new Map<number, { path: string; file: StoredFile }>();
      const cvPath = (file: StoredFile | null): string | null => {
        if (file === null) return null;
        const known = cvs.get(file.id);
        if (known !== undefined) return known.path;
        let name = `${names.cvFolder}/${file.name}`;
        if ([...cvs.values()].some((cv) => cv.path === name)) name = `${names.cvFolder}/${file.id}-${file.name}`;
        cvs.set(file.id, { path: name, file });
        return name;
      };

      const stored = await findProfile(strapi, user);
      const { missing: _missing, cv, ...profile } = presentProfile(stored);
      const applications = (await applicationsOf(strapi, user)).map((row) => ({
        created_at: row.createdAt,
        offer: offerOf(row.job_offer, locale),
        state: row.state,
        steps: row.history ?? [],
        refusal_reason: row.refusal_reason,
        message: row.message,
        sent: row.details,
        cv_file: cvPath(row.cv),
      }));
      const saved = (await strapi.db.query(SAVED).findMany({
        where: { candidate: { id: user } },
        populate: { job_offer: { select: ['offer_id', 'slug', 'title'] } },
        orderBy: { createdAt: 'desc' },
      })) as { createdAt: string; job_offer: Offer }[];
      const emails = (await strapi.db.query(EMAIL).findMany({
        where: { $or: [{ to: me.email }, { application: { candidate: { id: user } } }] },
        select: ['to', 'subject', 'purpose', 'state', 'createdAt', 'sent_at'],
        orderBy: { createdAt: 'desc' },
      })) as { to: string; subject: string; purpose: string | null; state: string; createdAt: string; sent_at: string | null }[];
      const alerts = (await strapi.db.query(ALERT).findMany({
        where: { $or: [{ candidate: { id: user } }, { email: me.email.toLowerCase() }] },
        select: ['search', 'summary', 'language', 'frequency', 'state', 'createdAt', 'last_sent_at'],
        orderBy: { createdAt: 'desc' },
      })) as { search: string; summary: string; language: string; frequency: string; state: string; createdAt: string; last_sent_at: string | null }[];
      const data = {
        exported_at: new Date().toISOString(),
        account: { username: me.username, email: me.email, language: locale, confirmed: me.confirmed, created_at: me.createdAt },
        profile: { ...profile, cv: cv === null ? null : { ...cv, file: cvPath(stored?.cv ?? null) } },
        applications,
        saved_offers: saved.map((row) => ({ created_at: row.createdAt, offer: offerOf(row.job_offer, locale) })),
        alerts: alerts.map(({ createdAt, ...alert }) => ({ ...alert, created_at: createdAt })),
        // The emails about the candidate: the address of those sent to them; not the agency's private one.
        emails: emails.map((email) => ({
          to: email.to.toLowerCase() === me.email.toLowerCase() ? email.to : null,
          subject: email.subject,
          purpose: email.purpose,
          state: email.state,
          created_at: email.createdAt,
          sent_at: email.sent_at,
        })),
      };
      ctx.set('Content-Type', 'application/zip');
      ctx.set('Content-Disposition', `attachment; filename="${names.archive(frenchToday())}"`);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = zipStream(
        { name: names.data, content: strToU8(`${JSON.stringify(data, null, 2)}\n`) },
        [...cvs.values()].map(({ path, file }) => ({ name: path, read: () => readPrivateFile(file) })),
        (error) => strapi.log.warn(`Export of account ${user} cut short: ${error.message}`),
      );
    },

    async erase(ctx: Context): Promise<void> {
      const user = candidate(ctx);
      const locale = requestLocale(ctx);
      const password = (ctx.request.body as Record<string, unknown> | undefined)?.[ERASE_PASSWORD_FIELD];
      const fieldError = (said: string) =>
        new errors.ValidationError(said, { errors: [{ path: [ERASE_PASSWORD_FIELD], message: said, name: 'ValidationError' }] });
      if (typeof password !== 'string' || password === '') throw fieldError(message(locale, 'erase_password_required'));
      const waitMs = await eraseTries().retryAfterMs([String(user)]);
      if (waitMs > 0) throw tooMany(ctx, waitMs, message(locale, 'erase_too_many', { minutes: Math.ceil(waitMs / 60_000) }));
      const me = await account(user);
      const valid = me.password !== null && ((await strapi.plugin('users-permissions').service('user').validatePassword(password, me.password)) as boolean);
      if (!valid) {
        await eraseTries().count([String(user)]);
        throw fieldError(message(locale, 'erase_wrong_password'));
      }
      await eraseAccount(strapi, me);
      ctx.status = 204;
      ctx.body = null;
    },
  };
}

/**
 * Erases an account and what it holds. Each step can run again: a failure half-way leaves the account,
 * whose owner deletes again with the same password, and the account itself goes last.
 */
export async function eraseAccount(strapi: Core.Strapi, me: Pick<Account, 'id' | 'email'>): Promise<void> {
  const applications = strapi.db.query(APPLICATION_UID);
  for (const row of await applicationsOf(strapi, me.id)) {
    await strapi.db.query(EMAIL).deleteMany({ where: { application: { id: row.id } } });
    // The application stays for the agency's count, with nothing of the candidate.
    await applications.update({ where: { id: row.id }, data: { details: null, message: null, cv: null, candidate: null } });
    await releasePrivateFile(strapi, row.cv?.id);
  }
  const profile = await findProfile(strapi, me.id);
  if (profile !== null) {
    await strapi.documents(PROFILE_UID).delete({ documentId: profile.documentId });
    await releasePrivateFile(strapi, profile.cv?.id);
  }
  const saved = (await strapi.db.query(SAVED).findMany({ where: { candidate: { id: me.id } }, select: ['id'] })) as { id: number }[];
  for (const row of saved) await strapi.db.query(SAVED).delete({ where: { id: row.id } });
  await strapi.db.query(EMAIL).deleteMany({ where: { to: me.email } });
  // Read first: a delete whose filter joins the account and names `email` is ambiguous to SQLite.
  const alerts = (await strapi.db.query(ALERT).findMany({
    where: { $or: [{ candidate: { id: me.id } }, { email: me.email.toLowerCase() }] },
    select: ['id'],
  })) as { id: number }[];
  await strapi.db.query(ALERT).deleteMany({ where: { id: { $in: alerts.map((alert) => alert.id) } } });
  // The limits' counts kept under the address or the account (./security/limits.ts keys are `<limit>:<key>`).
  const email = me.email.trim().toLowerCase();
  await strapi.db
    .connection(LIMITS_TABLE)
    .whereIn('key', [
      `account-mail:${email}`,
      `login-account:${email}`,
      `applications:${me.id}`,
      `erase-password:${me.id}`,
      `export:${me.id}`,
      `alert-pending-address:${mailboxKey(email)}`,
    ])
    .orWhereRaw(`key like ? escape '!'`, [`login-pair:${literal(email)} %`])
    .orWhereRaw(`key like ? escape '!'`, [`application-offer:${me.id}:%`])
    .delete();
  // Every file the account ever sent, whatever held it.
  await releaseOwnFiles(strapi, me.id);
  await strapi.db.query(USER).delete({ where: { id: me.id } });
  await forgetDeleted(strapi);
}

/**
 * The daily purge: applications sent before the retention's start go with their emails and CVs; a
 * profile's CV sent before it is removed from the profile; every email and private file older is
 * deleted. Resolves with what it deleted.
 */
export async function purgeExpired(
  strapi: Core.Strapi,
  months: number,
  now: Date = new Date(),
): Promise<{ applications: number; cvs: number; emails: number; pendingAlerts: number }> {
  const before = new Date(now);
  before.setMonth(before.getMonth() - months);
  const old = (await strapi.db.query(APPLICATION_UID).findMany({
    where: { createdAt: { $lt: before } },
    select: ['id'],
    populate: { cv: { select: ['id'] } },
  })) as { id: number; cv: { id: number } | null }[];
  for (const row of old) await deleteApplication(strapi, row);
  const profiles = (await strapi.db.query(PROFILE_UID).findMany({
    where: { cv: { createdAt: { $lt: before } } },
    select: ['documentId'],
  })) as { documentId: string }[];
  for (const { documentId } of profiles) await strapi.documents(PROFILE_UID).update({ documentId, data: { cv: null } as never });
  const files = (await strapi.db.query(FILE).findMany({
    where: { folder: { id: privateFolderId() }, createdAt: { $lt: before } },
    select: ['id'],
  })) as { id: number }[];
  let cvs = 0;
  for (const file of files) if (await releasePrivateFile(strapi, file.id)) cvs += 1;
  const { count: emails } = (await strapi.db.query(EMAIL).deleteMany({ where: { createdAt: { $lt: before } } })) as { count: number };
  // Visitors' alerts never confirmed: their link no longer works (../alerts/api.ts).
  const { count: pendingAlerts } = (await strapi.db.query(ALERT).deleteMany({ where: { state: 'pending', createdAt: { $lt: pendingSince(now) } } })) as {
    count: number;
  };
  return { applications: old.length, cvs, emails, pendingAlerts };
}
