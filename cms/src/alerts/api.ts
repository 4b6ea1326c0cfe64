/**
 * The alert routes (the names are the contract):
 * - POST /api/alerts `{"data":{"search":"<the jobs list's query string>","frequency":"daily"|"weekly","email"?:…}}`:
 *   a candidate's alert (their token; it goes to their account's address, in its language) is active at
 *   once; a visitor gives an email and the alert waits for the confirmation link sent there (double
 *   opt-in, CNIL). The search is checked by the offer search (the same 400s). ALERTS_PER_EMAIL per address.
 * - GET /api/alerts, PATCH /api/alerts/{id} `{"data":{"frequency"?,"state"?:"active"|"paused"}}`,
 *   DELETE /api/alerts/{id}: a candidate's own.
 * - POST /api/alerts/confirm?t=…: the visitor's confirmation (the site's page with one button sends it).
 * - GET and POST /api/alerts/unsubscribe?t=…: what the link unsubscribes from; the unsubscription, by the
 *   page's button or by a mail client's one-click POST (RFC 8058), without an account. The alert is deleted.
 * - The two POSTs, forwarded by nginx from the page's own form in a browser without JavaScript
 *   (ALERT_FORM_HEADER): a 303 back to the page, whose fragment says how it went.
 */
import type { Core } from '@strapi/strapi';
import { errors, validateYupSchema, yup } from '@strapi/utils';
import {
  ALERT_FORM_HEADER,
  ALERT_FREQUENCIES,
  ALERT_SEARCH_MAX,
  ALERTS_PENDING_PER_ADDRESS,
  ALERTS_PER_EMAIL,
  buildPath,
  isLocale,
  type Alert,
  type AlertFormResult,
  type AlertFrequency,
  type AlertState,
  type Locale,
} from '@rythmo/site-map';
import { requestLocale, type Negotiating } from '../utils/request-locale';
import { message } from '../i18n/messages';
import { writeEmail } from '../email/templates';
import { outboxOf } from '../email/outbox';
import { alertRunnerOf } from './run';
import { ParameterError } from '../search/params';
import { checkedSearch, searchSummary } from './search';
import { checkAlertLink, pendingSince, signAlertLink } from './links';
import { databaseLimits, takeAll, tooMany, type Limit } from '../security/limits';
import { accountLanguage, mailboxKey } from '../accounts/rules';
import crypto from 'node:crypto';

export const ALERT_UID = 'api::alert.alert';
const USER = 'plugin::users-permissions.user';

export type AlertsConfig = { linkSecret: string; siteUrl: string; searchUrl: string; operatorSecret: string; pendingPerClient: number };

const DAY_MS = 24 * 3600_000;
/**
 * An address as a plain mailbox: a dot-atom local part (no quoted `"…"@`), a domain of labels. What the
 * confirmation email is sent to, so nothing in it reads as two addresses or a header.
 */
const MAILBOX = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

type Context = Negotiating & {
  ip: string;
  state: { user?: { id: number } };
  params?: { id?: string };
  query: Record<string, unknown>;
  request: { body?: unknown };
  status: number;
  body: unknown;
  set: (name: string, value: string) => void;
  get: (name: string) => string;
  redirect: (url: string) => void;
};

export type AlertRow = {
  id: number;
  documentId: string;
  email: string;
  search: string;
  summary: string;
  language: Locale;
  frequency: AlertFrequency;
  state: AlertState;
  createdAt: string;
  last_sent_at: string | null;
};

const FIELDS = ['id', 'documentId', 'email', 'search', 'summary', 'language', 'frequency', 'state', 'createdAt', 'last_sent_at'];

export const presentAlert = (row: AlertRow): Alert => ({
  id: row.documentId,
  search: row.search,
  summary: row.summary,
  frequency: row.frequency,
  state: row.state,
  created_at: row.createdAt,
  last_sent_at: row.last_sent_at,
});

/** Strapi's error shape for a field of the body. */
const fieldError = (field: string, message: string): errors.ValidationError =>
  new errors.ValidationError(message, { errors: [{ path: ['data', field], message, name: 'ValidationError' }] });

/** What the alert routes say, in the request's language. */
const alertMessages = (locale: Locale) => ({
  frequency: message(locale, 'alert_frequency'),
  email: message(locale, 'alert_email'),
  emailWithToken: message(locale, 'alert_email_with_token'),
  search: message(locale, 'alert_search'),
  tooMany: message(locale, 'alert_too_many', { max: ALERTS_PER_EMAIL }),
  state: message(locale, 'alert_state'),
});

export const alertCreateSchema = (locale: Locale) => {
  const messages = alertMessages(locale);
  return yup.object({
    data: yup
      .object({
        search: yup.string().max(ALERT_SEARCH_MAX, messages.search).defined(messages.search).typeError(messages.search),
        frequency: yup
          .string()
          .oneOf([...ALERT_FREQUENCIES], messages.frequency)
          .required(messages.frequency),
        // Trimmed and in lower case when it is text (yup's trim() and lowercase() fail on an object: a 500).
        email: yup
          .string()
          .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
          .max(254, messages.email)
          .matches(MAILBOX, { message: messages.email, excludeEmptyString: true })
          .typeError(messages.email),
      })
      .noUnknown()
      .required(),
  });
};

export const alertUpdateSchema = (locale: Locale) => {
  const messages = alertMessages(locale);
  return yup.object({
    data: yup
      .object({
        frequency: yup.string().oneOf([...ALERT_FREQUENCIES], messages.frequency),
        state: yup.string().oneOf(['active', 'paused'], messages.state),
      })
      .noUnknown()
      .required(),
  });
};

export function alertController({ strapi }: { strapi: Core.Strapi }, config: () => AlertsConfig) {
  const alerts = () => strapi.db.query(ALERT_UID);
  const candidate = (ctx: Context): number => {
    if (ctx.state.user === undefined) throw new errors.UnauthorizedError();
    return ctx.state.user.id;
  };
  /** A candidate's alerts: theirs, and every alert of their account's address, made before the account or by someone else. */
  const ownedBy = async (user: number): Promise<Record<string, unknown>> => {
    const account = (await strapi.db.query(USER).findOne({ where: { id: user }, select: ['email'] })) as { email: string } | null;
    return account === null ? { candidate: { id: user } } : { $or: [{ candidate: { id: user } }, { email: account.email.toLowerCase() }] };
  };
  const mine = async (ctx: Context): Promise<AlertRow> => {
    const row = (await alerts().findOne({
      where: { $and: [{ documentId: ctx.params?.id ?? '' }, await ownedBy(candidate(ctx))] },
      select: FIELDS,
    })) as AlertRow | null;
    if (row === null) throw new errors.NotFoundError(message(requestLocale(ctx), 'alert_not_found'));
    return row;
  };
  /** The operators' routes: the CMS's own port only (nginx does not forward them), with OPERATOR_SECRET. */
  const operator = (ctx: Context): void => {
    const given = Buffer.from(ctx.get('authorization'));
    const expected = Buffer.from(`Bearer ${config().operatorSecret}`);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new errors.UnauthorizedError();
    ctx.set('Cache-Control', 'no-store');
  };
  const fromLink = async (ctx: Context, purpose: 'confirm' | 'unsubscribe'): Promise<string> => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    const alert = checkAlertLink(config().linkSecret, ctx.query.t, purpose);
    if (alert === null) throw new errors.NotFoundError(message(requestLocale(ctx), 'alert_invalid_link'));
    return alert;
  };

  /**
   * The page's form posted without JavaScript (nginx names the page's language in ALERT_FORM_HEADER): a 303
   * back to that page, its fragment saying how it went. False for every other request, which gets JSON.
   */
  const answeredForm = async (ctx: Context, page: 'alert-confirm' | 'alert-unsubscribe', work: () => Promise<unknown>): Promise<boolean> => {
    const locale = ctx.get(ALERT_FORM_HEADER);
    if (!isLocale(locale)) return false;
    let result: AlertFormResult = 'done';
    try {
      await work();
    } catch (error) {
      result = error instanceof errors.NotFoundError ? 'invalid' : 'failed';
      if (result === 'failed') strapi.log.error(`An alert's ${page} form failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    ctx.status = 303;
    ctx.redirect(`${buildPath(page, locale)}#${result}`);
    return true;
  };

  /** The visitor's confirmation email, in the language of the page they created the alert on. */
  const askConfirmation = async (row: AlertRow): Promise<void> => {
    const { siteUrl, linkSecret } = config();
    const confirm = `${siteUrl}${buildPath('alert-confirm', row.language)}?t=${encodeURIComponent(signAlertLink(linkSecret, row.documentId, 'confirm'))}`;
    await outboxOf(strapi).enqueue({
      to: row.email,
      ...(await writeEmail(strapi, 'alert-confirmation', row.language, { summary: row.summary, confirm })),
      purpose: 'alert:confirm',
    });
  };

  let pendingLimits: { address: Limit; client: Limit } | undefined;
  /**
   * A visitor's alert sends a confirmation email to whatever address was typed: ALERTS_PENDING_PER_ADDRESS
   * a day to one mailbox, `pendingPerClient` a day from one client address; past either, a 429. Each request
   * counts as it is checked, in one statement of the store: a burst of parallel ones gets no more.
   */
  const pendingAllowed = async (ctx: Context, email: string): Promise<void> => {
    pendingLimits ??= {
      address: databaseLimits(strapi)({ name: 'alert-pending-address', max: ALERTS_PENDING_PER_ADDRESS, windowMs: DAY_MS }),
      client: databaseLimits(strapi)({ name: 'alert-pending-client', max: config().pendingPerClient, windowMs: DAY_MS }),
    };
    const counts: [Limit, string][] = [
      [pendingLimits.address, mailboxKey(email)],
      [pendingLimits.client, ctx.ip],
    ];
    const waitMs = await takeAll(counts);
    if (waitMs > 0) throw tooMany(ctx, waitMs, message(requestLocale(ctx), 'alert_too_many_pending'));
  };

  return {
    async find(ctx: Context): Promise<void> {
      const rows = (await alerts().findMany({ where: await ownedBy(candidate(ctx)), select: FIELDS, orderBy: { createdAt: 'desc' } })) as AlertRow[];
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: rows.map(presentAlert) };
    },

    async create(ctx: Context): Promise<void> {
      const locale = requestLocale(ctx);
      const messages = alertMessages(locale);
      const { data } = (await validateYupSchema(alertCreateSchema(locale), { strict: false })(ctx.request.body)) as {
        data: { search: string; frequency: AlertFrequency; email?: string };
      };
      const user = ctx.state.user?.id;
      let owner: { email: string; language: Locale; candidate: number | null };
      if (user !== undefined) {
        if (data.email !== undefined) throw fieldError('email', messages.emailWithToken);
        const account = (await strapi.db.query(USER).findOne({ where: { id: user }, select: ['email', 'language'] })) as { email: string; language: string };
        owner = { email: account.email.toLowerCase(), language: accountLanguage(account.language), candidate: user };
      } else {
        if (data.email === undefined || data.email === '') throw fieldError('email', messages.email);
        owner = { email: data.email, language: locale, candidate: null };
      }
      let search: string;
      try {
        search = await checkedSearch(data.search, config().searchUrl);
      } catch (error) {
        if (error instanceof ParameterError) throw fieldError('search', error.message);
        throw error;
      }
      // Alerts waiting for their link do not count: no one fills another person's address with alerts.
      if ((await alerts().count({ where: { email: owner.email, state: { $ne: 'pending' } } })) >= ALERTS_PER_EMAIL) throw fieldError('email', messages.tooMany);
      if (owner.candidate === null) await pendingAllowed(ctx, owner.email);
      const created = (await strapi.documents(ALERT_UID).create({
        data: {
          email: owner.email,
          candidate: owner.candidate,
          search,
          summary: await searchSummary(strapi, search, owner.language),
          language: owner.language,
          frequency: data.frequency,
          state: owner.candidate === null ? 'pending' : 'active',
          // Offers published from now on: an alert never sends what was already there.
          seen_until: new Date(),
          ...(owner.candidate === null ? {} : { confirmed_at: new Date() }),
        } as never,
      })) as unknown as { documentId: string };
      const row = (await alerts().findOne({ where: { documentId: created.documentId }, select: FIELDS })) as AlertRow;
      if (row.state === 'pending') await askConfirmation(row);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = { data: presentAlert(row) };
    },

    async update(ctx: Context): Promise<void> {
      const row = await mine(ctx);
      const { data } = (await validateYupSchema(alertUpdateSchema(requestLocale(ctx)), { strict: false })(ctx.request.body)) as {
        data: { frequency?: AlertFrequency; state?: 'active' | 'paused' };
      };
      await alerts().update({ where: { id: row.id }, data });
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: presentAlert({ ...row, ...data }) };
    },

    async delete(ctx: Context): Promise<void> {
      const row = await mine(ctx);
      await alerts().delete({ where: { id: row.id } });
      ctx.status = 204;
      ctx.body = null;
    },

    async confirm(ctx: Context): Promise<void> {
      const confirm = async (): Promise<Alert> => {
        const documentId = await fromLink(ctx, 'confirm');
        const row = (await alerts().findOne({ where: { documentId }, select: FIELDS })) as AlertRow | null;
        if (row === null) throw new errors.NotFoundError(message(requestLocale(ctx), 'alert_not_found'));
        if (row.state === 'pending' && new Date(row.createdAt) < pendingSince()) {
          await alerts().delete({ where: { id: row.id } });
          throw new errors.NotFoundError(message(requestLocale(ctx), 'alert_invalid_link'));
        }
        if (row.state === 'pending') await alerts().update({ where: { id: row.id }, data: { state: 'active', confirmed_at: new Date() } });
        return presentAlert({ ...row, state: row.state === 'pending' ? 'active' : row.state });
      };
      if (!(await answeredForm(ctx, 'alert-confirm', confirm))) ctx.body = { data: await confirm() };
    },

    async unsubscribeInfo(ctx: Context): Promise<void> {
      const documentId = await fromLink(ctx, 'unsubscribe');
      const row = (await alerts().findOne({ where: { documentId }, select: FIELDS })) as AlertRow | null;
      ctx.body = { data: row === null ? null : presentAlert(row) };
    },

    /**
     * `npm run alerts:send`: the run at once, for operators and tests (the CMS's own port only, with
     * OPERATOR_SECRET). It answers 202 at once, the run going on (a run already going is not started again);
     * GET tells how far it is, then its report.
     */
    async run(ctx: Context): Promise<void> {
      operator(ctx);
      const runner = alertRunnerOf(strapi);
      runner.run().catch(() => undefined);
      ctx.status = 202;
      ctx.body = { data: runner.state() };
    },

    async runState(ctx: Context): Promise<void> {
      operator(ctx);
      const state = alertRunnerOf(strapi).state();
      if (state === null) throw new errors.NotFoundError('No run of the job alerts since the CMS started.');
      ctx.body = { data: state };
    },

    async unsubscribe(ctx: Context): Promise<void> {
      const unsubscribe = async (): Promise<void> => {
        const documentId = await fromLink(ctx, 'unsubscribe');
        // Once or twice, by a mail client or the page: the alert is gone either way.
        await alerts().deleteMany({ where: { documentId } });
      };
      if (await answeredForm(ctx, 'alert-unsubscribe', unsubscribe)) return;
      await unsubscribe();
      ctx.body = { data: { unsubscribed: true } };
    },
  };
}
