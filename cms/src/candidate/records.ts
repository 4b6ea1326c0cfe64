/**
 * What a candidate keeps about offers: their applications and their saved offers. Both are a candidate's
 * own links to published offers still valid, made once per offer, listed newest first and removed by
 * their owner; no one reads or removes another's. Editors see both in the admin.
 *
 * The routes are content-API routes (the authenticated role holds their actions, see
 * ../bootstrap/permissions.ts); a request without a token is refused before, by ../middlewares/candidate-login.ts (401).
 */
import type { Core } from '@strapi/strapi';
import { errors, validateYupSchema, yup } from '@strapi/utils';
import {
  frenchToday,
  type ApplicationRecord,
  type ApplicationState,
  type ApplicationStep,
  type Locale,
  type RecordOffer,
  type RefusalReason,
  type SavedOfferRecord,
} from '@rythmo/site-map';
import { requestLocale, type Negotiating } from '../utils/request-locale';
import { releasePrivateFile } from '../storage/private-files';
import { databaseLimits, tooMany, type Limit } from '../security/limits';
import { applyingOf, type AppliedOffer } from './applying';
import { message, type MessageKey } from '../i18n/messages';

const UIDS = { application: 'api::application.application', 'saved-offer': 'api::saved-offer.saved-offer' } as const;
export type RecordKind = keyof typeof UIDS;
const OFFER = 'api::job-offer.job-offer';

/**
 * The document service of either kind: Strapi's types know each one's attributes, but not those of a
 * union of the two, so the calls made here are named by their shape.
 */
type Params = Record<string, unknown>;
type Records = {
  findMany(params: Params): Promise<unknown[]>;
  findFirst(params: Params): Promise<unknown>;
  create(params: Params): Promise<unknown>;
  delete(params: Params): Promise<unknown>;
};

/** An application's message: optional, plain text, at most this long (the content type's own limit). */
export const MESSAGE_MAX = 5000;
/**
 * Times one candidate's application to one offer reaches its agency within RESEND_WINDOW_MS: applying,
 * withdrawing and applying again would send the agency the profile and CV each time.
 */
export const APPLICATIONS_PER_OFFER = 2;
const RESEND_WINDOW_MS = 30 * 24 * 3600_000;

/** Each kind of record's messages (../locales/<language>/api.json). */
const KIND_MESSAGES: Readonly<Record<RecordKind, { duplicate: MessageKey; notFound: MessageKey }>> = {
  application: { duplicate: 'application_duplicate', notFound: 'application_not_found' },
  'saved-offer': { duplicate: 'saved_offer_duplicate', notFound: 'saved_offer_not_found' },
};

export const recordBodySchema = (kind: RecordKind, locale: Locale) =>
  yup.object({
    data: yup
      .object({
        offer_id: yup.number().integer().positive().required(),
        ...(kind === 'application'
          ? {
              message: yup
                .string()
                .max(MESSAGE_MAX, message(locale, 'application_message_too_long', { max: MESSAGE_MAX }))
                .nullable(),
            }
          : {}),
      })
      .noUnknown()
      .required(),
  });

type Context = Negotiating & {
  set: (name: string, value: string) => void;
  state: { user?: { id: number } };
  params?: { id?: string };
  request: { body?: unknown };
  status: number;
  body: unknown;
};
type OfferSummary = {
  documentId: string;
  offer_id: number;
  slug: string;
  title: string;
  place: string | null;
  valid_through: string | null;
  city: { name: string; slug: string } | null;
};
/** An offer as it was when the candidate applied: what they keep once it is unpublished or deleted. */
type OfferSnapshot = Omit<NonNullable<RecordOffer>, 'live'>;
type Row = {
  id: number;
  documentId: string;
  createdAt: string;
  message?: string | null;
  state?: ApplicationState;
  history?: ApplicationStep[] | null;
  refusal_reason?: RefusalReason | null;
  offer_snapshot?: OfferSnapshot | null;
  job_offer: OfferSummary | null;
};

/** What a record shows of its offer, read through its relation. */
const OFFER_POPULATE = { fields: ['offer_id', 'slug', 'title', 'place', 'valid_through'], populate: { city: { fields: ['name', 'slug'] } } };
/** A record's own fields: an application has a message and a state besides its date. */
const RECORD_FIELDS: Record<RecordKind, string[]> = {
  application: ['createdAt', 'message', 'state', 'history', 'refusal_reason', 'offer_snapshot'],
  'saved-offer': ['createdAt'],
};

/**
 * What the site shows of a record's offer: live or not any more (an application keeps it as it was when it
 * was sent, its start and agency with it, even once the offer is deleted).
 */
const recordOffer = (offer: OfferSummary | null, snapshot: OfferSnapshot | null, live: ReadonlySet<string>): RecordOffer => {
  if (offer === null) return snapshot === null ? null : { ...snapshot, live: false };
  const { offer_id, slug, title, place } = offer;
  return {
    offer_id,
    slug,
    title,
    place,
    city: offer.city?.name ?? null,
    start_date: snapshot?.start_date ?? null,
    agency: snapshot?.agency ?? null,
    live: live.has(offer.documentId),
  };
};
/** What the site shows of a record: its offer, its date, an application's state and message. */
const present = (kind: RecordKind, row: Row, live: ReadonlySet<string>): ApplicationRecord | SavedOfferRecord => {
  const record = { id: row.documentId, created_at: row.createdAt, offer: recordOffer(row.job_offer, row.offer_snapshot ?? null, live) };
  if (kind !== 'application') return record;
  return { ...record, state: row.state ?? 'sent', message: row.message ?? null, steps: row.history ?? [], refusal_reason: row.refusal_reason ?? null };
};

const snapshotOf = (offer: {
  offer_id: number;
  slug: string;
  title: string;
  place: string | null;
  start_date: string | null;
  city: { name: string } | null;
  agency: { name: string } | null;
}): OfferSnapshot => ({
  offer_id: offer.offer_id,
  slug: offer.slug,
  title: offer.title,
  place: offer.place,
  city: offer.city?.name ?? null,
  start_date: offer.start_date,
  agency: offer.agency?.name ?? null,
});

/** The controller of one kind of record: list, add, remove. */
export function recordController(kind: RecordKind) {
  // Two requests for the same candidate and offer are checked and written one after the other.
  const writing = new Map<string, Promise<unknown>>();

  return ({ strapi }: { strapi: Core.Strapi }) => {
    const records = (): Records => strapi.documents(UIDS[kind]) as unknown as Records;
    let resends: Limit | undefined;
    const sentToOffer = (): Limit =>
      (resends ??= databaseLimits(strapi)({ name: 'application-offer', max: APPLICATIONS_PER_OFFER, windowMs: RESEND_WINDOW_MS }));
    const candidate = (ctx: Context): number => {
      if (ctx.state.user === undefined) throw new errors.UnauthorizedError();
      return ctx.state.user.id;
    };
    /** Which of these offers are published and still valid today. */
    const liveOffers = async (documentIds: string[]): Promise<Set<string>> => {
      if (documentIds.length === 0) return new Set();
      const offers = (await strapi.documents(OFFER).findMany({
        status: 'published',
        filters: { documentId: { $in: documentIds }, valid_through: { $gte: frenchToday() } },
        fields: ['offer_id'],
        limit: documentIds.length,
      })) as unknown as { documentId: string }[];
      return new Set(offers.map((offer) => offer.documentId));
    };

    /** The offer with its agency's recruitment email: private, so read from the database, not through the content API's checks. */
    const withAgencyEmail = async (offer: Omit<AppliedOffer, 'agency'> & { agency: { documentId: string; name: string } | null }): Promise<AppliedOffer> => {
      if (offer.agency === null) return { ...offer, agency: null };
      const agency = (await strapi.db
        .query('api::agency.agency')
        .findOne({ where: { documentId: offer.agency.documentId, publishedAt: { $notNull: true } }, select: ['recruitment_email'] })) as {
        recruitment_email: string | null;
      } | null;
      return { ...offer, agency: { name: offer.agency.name, recruitment_email: agency?.recruitment_email ?? null } };
    };

    return {
      async find(ctx: Context): Promise<void> {
        const user = candidate(ctx);
        const rows = (await records().findMany({
          filters: { candidate: { id: user } },
          fields: RECORD_FIELDS[kind],
          populate: { job_offer: OFFER_POPULATE },
          sort: 'createdAt:desc',
        })) as unknown as Row[];
        const live = await liveOffers(rows.flatMap((row) => (row.job_offer === null ? [] : [row.job_offer.documentId])));
        ctx.body = { data: rows.map((row) => present(kind, row, live)) };
      },

      async create(ctx: Context): Promise<void> {
        const user = candidate(ctx);
        const locale = requestLocale(ctx);
        const { data } = (await validateYupSchema(recordBodySchema(kind, locale))(ctx.request.body)) as {
          data: { offer_id: number; message?: string | null };
        };
        const offer = (await strapi.documents(OFFER).findFirst({
          status: 'published',
          filters: { offer_id: data.offer_id, valid_through: { $gte: frenchToday() } },
          fields: ['offer_id', 'slug', 'title', 'place', 'start_date'],
          populate: { agency: { fields: ['name'] }, city: { fields: ['name'] } },
        })) as
          | (Omit<AppliedOffer, 'agency'> & { start_date: string | null; city: { name: string } | null; agency: { documentId: string; name: string } | null })
          | null;
        if (offer === null) throw new errors.NotFoundError(message(locale, 'offer_gone'));
        const sendKey = `${user}:${offer.documentId}`;
        if (kind === 'application') {
          const waitMs = await sentToOffer().retryAfterMs([sendKey]);
          if (waitMs > 0)
            throw tooMany(ctx, waitMs, message(locale, 'application_sent_twice', { times: APPLICATIONS_PER_OFFER, days: Math.ceil(waitMs / (24 * 3600_000)) }));
        }
        // An application sends the profile: complete, within the day's limit (./applying.ts).
        const sending = kind === 'application' ? await applyingOf(strapi).prepare(user, ctx) : null;
        const key = `${user}:${offer.documentId}`;
        const previous = writing.get(key) ?? Promise.resolve();
        const write = previous
          .catch(() => undefined)
          .then(async () => {
            const existing = await records().findFirst({
              filters: { candidate: { id: user }, job_offer: { documentId: offer.documentId } },
              fields: ['createdAt'],
            });
            if (existing !== null) return null;
            const message = data.message?.trim() || null;
            const sent = sending === null ? null : applyingOf(strapi).record(sending.details, sending.cv);
            const row = (await records().create({
              data: {
                job_offer: offer.documentId,
                candidate: user,
                ...(sent !== null ? { message, state: 'sent', ...sent, offer_snapshot: snapshotOf(offer) } : {}),
              },
              fields: RECORD_FIELDS[kind],
              populate: { job_offer: OFFER_POPULATE },
            })) as unknown as Row;
            if (sending !== null) await sentToOffer().count([sendKey]);
            if (sending !== null && sent !== null)
              await applyingOf(strapi).sent(
                { ...row, links_expire_at: sent.links_expire_at },
                await withAgencyEmail(offer),
                sending.details,
                message,
                sending.cv,
                user,
              );
            return row;
          });
        writing.set(key, write);
        try {
          const row = (await write) as unknown as Row | null;
          if (row === null) {
            // Strapi's error classes have no 409: the same JSON shape, written here.
            ctx.status = 409;
            ctx.body = { data: null, error: { status: 409, name: 'ConflictError', message: message(locale, KIND_MESSAGES[kind].duplicate), details: {} } };
            return;
          }
          ctx.status = 201;
          ctx.body = { data: present(kind, row, new Set([offer.documentId])) };
        } finally {
          if (writing.get(key) === write) writing.delete(key);
        }
      },

      async delete(ctx: Context): Promise<void> {
        const user = candidate(ctx);
        const id = ctx.params?.id ?? '';
        const mine = (await records().findFirst({
          filters: { documentId: id, candidate: { id: user } },
          fields: ['createdAt'],
          ...(kind === 'application' ? { populate: { cv: { fields: ['id'] } } } : {}),
        })) as { id: number; cv?: { id: number } | null } | null;
        // Another candidate's record answers like a missing one: nothing tells it exists.
        if (mine === null) throw new errors.NotFoundError(message(requestLocale(ctx), KIND_MESSAGES[kind].notFound));
        // A withdrawn application takes what it sent with it: its emails, and its CV when nothing else holds it.
        if (kind === 'application') await applyingOf(strapi).forgetEmails(mine.id);
        await records().delete({ documentId: id });
        if (kind === 'application') await releasePrivateFile(strapi, mine.cv?.id);
        ctx.status = 204;
        ctx.body = null;
      },
    };
  };
}
