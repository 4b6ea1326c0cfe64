/**
 * The agency's side of an application, reached through the signed links of its email
 * (./answer-links.ts), without an account:
 * - GET /api/application-answers?t=…: what the link is about (the offer, the candidate's name, the state,
 *   what the link does). Opening it marks a sent application « seen »; it never answers: a mail client
 *   that opens links ahead of its reader changes nothing else. The site's answer page shows it with one button.
 * - POST /api/application-answers?t=… `{"data":{"reason":…}}` (a refusal's reason) or `{"data":{"interview":
 *   {"at", "place", "message"}}}` (an interview's proposal, each part optional): the button. An answer moves the state once
 *   (a second press, or a second answer after a refusal or a filled position, changes nothing and says so);
 *   the candidate is told by email.
 * - GET /api/application-answers/cv?t=…: the CV that was sent, to download.
 * A link that does not hold is a 404, one past its date a 410, each with a message in the request's language.
 */
import type { Core } from '@strapi/strapi';
import { errors, validateYupSchema, yup } from '@strapi/utils';
import {
  answerMoves,
  INTERVIEW_MESSAGE_MAX,
  INTERVIEW_PLACE_MAX,
  isLocalDateTime,
  REFUSAL_REASONS,
  isAnswer,
  localeSettings,
  SITE_TIME_ZONE,
  writtenDate,
  type AnswerInfo,
  type ApplicationState,
  type ApplicationStep,
  type InterviewProposal,
  type Locale,
  type RefusalReason,
} from '@rythmo/site-map';
import { requestLocale, type Negotiating } from '../utils/request-locale';
import { message } from '../i18n/messages';
import { checkLink } from './answer-links';
import { APPLICATION_UID, applyingOf, type ApplicationDetails } from './applying';
import { readPrivateFile } from '../storage/private-files';
import { sendFile, type StoredFile } from './profile';

type Context = Negotiating & {
  query: Record<string, unknown>;
  request: { body?: unknown };
  status: number;
  body: unknown;
  set: (name: string, value: string) => void;
};

type Application = {
  id: number;
  documentId: string;
  state: ApplicationState;
  refusal_reason: RefusalReason | null;
  history: ApplicationStep[] | null;
  details: ApplicationDetails | null;
  createdAt: string;
  cv: StoredFile | null;
  job_offer: { title: string; offer_id: number; slug: string; agency: { name: string } | null } | null;
};

/** An optional text: trimmed, empty as null. */
const optionalText = (max: number, message: string) =>
  yup
    .string()
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
    .max(max, message);

export const answerSchema = (locale: Locale) =>
  yup.object({
    data: yup
      .object({
        reason: yup
          .string()
          .oneOf([...REFUSAL_REASONS], message(locale, 'answer_reason', { reasons: REFUSAL_REASONS.join(', ') }))
          .nullable(),
        interview: yup
          .object({
            at: yup
              .string()
              .nullable()
              .transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
              .test('date-time', message(locale, 'answer_interview_at'), (value) => value === null || value === undefined || isLocalDateTime(value)),
            place: optionalText(INTERVIEW_PLACE_MAX, message(locale, 'answer_interview_place', { max: INTERVIEW_PLACE_MAX })),
            message: optionalText(INTERVIEW_MESSAGE_MAX, message(locale, 'answer_interview_message', { max: INTERVIEW_MESSAGE_MAX })),
          })
          .noUnknown()
          .nullable()
          .default(null),
      })
      .noUnknown()
      .default({}),
  });

export function answerController({ strapi }: { strapi: Core.Strapi }, linkSecret: () => string) {
  /** The application as it is now, with its CV and its offer. */
  const applicationOf = async (documentId: string): Promise<Application | null> =>
    (await strapi.db.query(APPLICATION_UID).findOne({
      where: { documentId },
      populate: { cv: true, job_offer: { select: ['title', 'offer_id', 'slug'], populate: { agency: { select: ['name'] } } } },
    })) as Application | null;

  /** The application a link names, or the error that says why not. */
  const fromLink = async (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    const locale = requestLocale(ctx);
    const link = checkLink(linkSecret(), ctx.query.t);
    if (!link.ok && link.reason === 'expired' && link.expiresAt !== undefined) {
      const date = writtenDate(locale, new Intl.DateTimeFormat(localeSettings(locale).iso, { dateStyle: 'long', timeZone: SITE_TIME_ZONE }), link.expiresAt);
      ctx.status = 410;
      ctx.body = {
        data: null,
        error: { status: 410, name: 'GoneError', message: message(locale, 'answer_link_expired', { date }), details: { expired: true } },
      };
      return null;
    }
    if (!link.ok) throw new errors.NotFoundError(message(locale, 'answer_link_invalid'));
    const application = await applicationOf(link.application);
    if (application === null || application.details === null) throw new errors.NotFoundError(message(locale, 'answer_application_gone'));
    return { link, application, locale };
  };

  const present = (application: Application, purpose: string, expiresAt: Date): AnswerInfo => ({
    purpose,
    state: application.state,
    refusal_reason: application.refusal_reason,
    steps: application.history ?? [],
    sent_at: application.createdAt,
    expires_at: expiresAt.toISOString(),
    candidate:
      application.details === null
        ? null
        : {
            first_name: application.details.first_name,
            last_name: application.details.last_name,
            email: application.details.email,
            phone: application.details.phone,
          },
    offer:
      application.job_offer === null
        ? null
        : {
            title: application.job_offer.title,
            offer_id: application.job_offer.offer_id,
            slug: application.job_offer.slug,
            agency: application.job_offer.agency?.name ?? null,
          },
    has_cv: application.cv !== null,
  });

  return {
    async answerInfo(ctx: Context): Promise<void> {
      const found = await fromLink(ctx);
      if (found === null) return;
      const { link, application } = found;
      if (application.state === 'sent') await applyingOf(strapi).move(application.documentId, 'seen');
      ctx.body = { data: present((await applicationOf(application.documentId)) as Application, link.purpose, link.expiresAt) };
    },

    async answer(ctx: Context): Promise<void> {
      const found = await fromLink(ctx);
      if (found === null) return;
      const { link, application, locale } = found;
      if (!isAnswer(link.purpose)) throw new errors.NotFoundError(message(locale, 'answer_link_invalid'));
      const { data } = (await validateYupSchema(answerSchema(locale), { strict: false })(ctx.request.body ?? {})) as {
        data: { reason?: RefusalReason | null; interview?: Partial<InterviewProposal> | null };
      };
      const reason = link.purpose === 'refused' ? (data.reason ?? 'other') : null;
      const proposal = data.interview ?? null;
      const interview: InterviewProposal | null =
        link.purpose === 'interview' && proposal !== null
          ? { at: proposal.at ?? null, place: proposal.place ?? null, message: proposal.message ?? null }
          : null;
      const changed = answerMoves(application.state, link.purpose) && (await applyingOf(strapi).move(application.documentId, link.purpose, reason, interview));
      ctx.body = { data: { ...present((await applicationOf(application.documentId)) as Application, link.purpose, link.expiresAt), changed } };
    },

    async answerCv(ctx: Context): Promise<void> {
      const found = await fromLink(ctx);
      if (found === null) return;
      if (found.application.cv === null) throw new errors.NotFoundError(message(found.locale, 'answer_no_cv'));
      sendFile(ctx, found.application.cv, await readPrivateFile(found.application.cv));
    },
  };
}
