/**
 * What applying does beyond the record:
 * - before: the profile must hold both names, a phone and a CV or a presentation (400 naming what is
 *   missing), and a candidate sends at most APPLICATIONS_PER_DAY a day (429, counted in the database);
 * - the application keeps what was sent (`details`, the CV's file, the message) and its steps (`history`);
 * - then the agency's email is queued (../email/outbox.ts): the offer, the profile, the message, the CV
 *   attached, a signed link to view it and three signed one-click answers, valid ANSWER_LINK_DAYS;
 * - each answer (./answers.ts, or an editor in the admin) moves the state once and queues the candidate's
 *   email, in the account's language.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ANSWER_LINK_DAYS,
  ANSWERS,
  buildPath,
  gapsSentence,
  isAnswer,
  type Answer,
  type ApplicationState,
  type ApplicationStep,
  type Availability,
  type EmailAgency,
  type InterviewProposal,
  type Locale,
  type ProfileCity,
  type RefusalReason,
} from '@rythmo/site-map';
import { writeEmail } from '../email/templates';
import type { Outbox } from '../email/outbox';
import { databaseLimits, tooMany, type Limit } from '../security/limits';
import { accountLanguage } from '../accounts/rules';
import { signLink } from './answer-links';
import { requestLocale, type Negotiating } from '../utils/request-locale';
import { findProfile, presentProfile } from './profile';
import { message, sayIn } from '../i18n/messages';

export const APPLICATION_UID = 'api::application.application';
const EMAIL_UID = 'api::email-message.email-message';
const USER = 'plugin::users-permissions.user';
const STUDENT_TYPE = 'api::student-job-type.student-job-type';
const DAY_MS = 24 * 3600_000;

/** The request an application is prepared for: its language, and its answer's headers (Retry-After). */
type Answering = Negotiating & { set: (name: string, value: string) => void };

/** What an application keeps of the candidate, as sent (erased with the account). */
export type ApplicationDetails = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  city: ProfileCity | null;
  availability: Availability | null;
  student: boolean;
  student_types: string[];
  presentation: string | null;
};

export type ApplyingConfig = { linkSecret: string; siteUrl: string; fallbackTo: string; perDay: number };

/** The offer as the agency's email shows it. */
export type AppliedOffer = {
  documentId: string;
  offer_id: number;
  slug: string;
  title: string;
  place: string | null;
  agency: { name: string; recruitment_email: string | null } | null;
};

export function applying(strapi: Core.Strapi, config: ApplyingConfig, outbox: () => Outbox) {
  let daily: Limit | undefined;
  const limit = (): Limit => (daily ??= databaseLimits(strapi)({ name: 'applications', max: config.perDay, windowMs: DAY_MS }));
  const answerPage = (token: string): string => `${config.siteUrl}${buildPath('application-answer', 'fr')}?t=${encodeURIComponent(token)}`;
  const cvLink = (token: string): string => `${config.siteUrl}/api/application-answers/cv?t=${encodeURIComponent(token)}`;

  const offerUrl = (locale: Locale, slug: string): string => `${config.siteUrl}${buildPath('jobs-slug', locale, { slug })}`;

  return {
    /** Before the record: the profile complete, the day's limit not reached. Resolves with what will be sent. */
    async prepare(user: number, ctx: Answering): Promise<{ details: ApplicationDetails; cv: { id: number; name: string } | null }> {
      const locale = requestLocale(ctx);
      const stored = await findProfile(strapi, user);
      const profile = presentProfile(stored);
      if (profile.missing.length > 0) {
        const incomplete = message(locale, 'profile_incomplete', { gaps: gapsSentence(profile.missing, sayIn(locale)) });
        throw new errors.ValidationError(incomplete, { missing: profile.missing });
      }
      const waitMs = await limit().retryAfterMs([String(user)]);
      if (waitMs > 0) throw tooMany(ctx, waitMs, message(locale, 'applications_per_day', { max: config.perDay }));
      const account = (await strapi.db.query(USER).findOne({ where: { id: user }, select: ['email'] })) as { email: string };
      return {
        details: {
          first_name: profile.first_name ?? '',
          last_name: profile.last_name ?? '',
          email: account.email,
          phone: profile.phone ?? '',
          city: profile.city,
          availability: profile.availability,
          student: profile.student,
          student_types: profile.student_types,
          presentation: profile.presentation,
        },
        cv: stored?.cv === null || stored?.cv === undefined ? null : { id: stored.cv.id, name: stored.cv.name },
      };
    },

    /** What the new record holds besides the offer, the candidate and the message. */
    record(details: ApplicationDetails, cv: { id: number } | null, now: Date = new Date()) {
      const history: ApplicationStep[] = [{ state: 'sent', at: now.toISOString() }];
      return { details, cv: cv?.id ?? null, history, links_expire_at: new Date(now.getTime() + ANSWER_LINK_DAYS * DAY_MS) };
    },

    /** After the record: counted in the day's limit, and the agency's email queued. */
    async sent(
      application: { id: number; documentId: string; links_expire_at: string | Date },
      offer: AppliedOffer,
      details: ApplicationDetails,
      message: string | null,
      cv: { id: number; name: string } | null,
      user: number,
    ) {
      await limit().count([String(user)]);
      const expiresAt = new Date(application.links_expire_at);
      const links = Object.fromEntries(
        (['view', ...ANSWERS] as const).map((purpose) => {
          const token = signLink(config.linkSecret, application.documentId, purpose, expiresAt);
          return [purpose, purpose === 'view' ? cvLink(token) : answerPage(token)];
        }),
      ) as Record<'view' | Answer, string>;
      const to = offer.agency?.recruitment_email ?? null;
      if (to === null) strapi.log.warn(`Application ${application.documentId}: the offer ${offer.offer_id} has no agency email; sent to ${config.fallbackTo}`);
      await outbox().enqueue({
        to: to ?? config.fallbackTo,
        replyTo: details.email,
        ...(await writeEmail(strapi, 'application-agency', 'fr', {
          offer: { title: offer.title, offer_id: offer.offer_id, url: offerUrl('fr', offer.slug), place: offer.place },
          candidate: { ...details, city: details.city?.name ?? null, student_types: await studentTypeNames(details.student_types) },
          message,
          cv: cv === null ? null : { name: cv.name, view: links.view },
          until: expiresAt.toISOString(),
          answers: { interview: links.interview, refused: links.refused, filled: links.filled },
        })),
        attachments: cv === null ? [] : [{ file: cv.id, name: cv.name }],
        purpose: 'application:agency',
        application: application.id,
      });
    },

    /**
     * Moves an application to a state, once: the step is kept with its date, and the candidate is told of
     * an answer. Resolves with whether it moved.
     */
    async move(documentId: string, to: ApplicationState, reason: RefusalReason | null = null, interview: InterviewProposal | null = null): Promise<boolean> {
      const row = await applicationRow({ documentId });
      if (row === null || row.state === to) return false;
      const step: ApplicationStep = {
        state: to,
        at: new Date().toISOString(),
        ...(reason !== null ? { reason } : {}),
        ...(interview !== null ? { interview } : {}),
      };
      // Conditional on the state read: two answers at once move it once.
      const { count } = (await strapi.db.query(APPLICATION_UID).updateMany({
        where: { id: row.id, state: row.state },
        data: { state: to, refusal_reason: reason, history: [...(row.history ?? []), step] },
      })) as { count: number };
      if (count !== 1) return false;
      await tell(row, to, reason, interview);
      return true;
    },

    /** Before a withdrawal: the application's emails go, sent or waiting (they hold the candidate's details). */
    async forgetEmails(id: number): Promise<void> {
      await strapi.db.query(EMAIL_UID).deleteMany({ where: { application: { id } } });
    },

    /**
     * After an editor saved an application in the admin: a state changed by hand becomes a step of its
     * history, and the candidate is told of an answer, as when the agency answers.
     */
    async edited(id: number): Promise<void> {
      const row = await applicationRow({ id });
      const last = row?.history?.at(-1);
      if (row === null || row.history === null || last?.state === row.state) return;
      const reason = row.state === 'refused' ? row.refusal_reason : null;
      const step: ApplicationStep = { state: row.state, at: new Date().toISOString(), ...(reason !== null ? { reason } : {}) };
      await strapi.db.query(APPLICATION_UID).updateMany({ where: { id: row.id }, data: { history: [...row.history, step] } });
      await tell(row, row.state, reason);
    },
  };

  /** The names of student job types, as the agency reads them (French), in the candidate's order. */
  async function studentTypeNames(slugs: string[]): Promise<string[]> {
    if (slugs.length === 0) return [];
    const types = (await strapi
      .documents(STUDENT_TYPE)
      .findMany({ status: 'published', locale: 'fr', filters: { slug: { $in: slugs } }, fields: ['slug', 'label'] })) as unknown as {
      slug: string;
      label: string;
    }[];
    return slugs.flatMap((slug) => types.filter((type) => type.slug === slug).map((type) => type.label));
  }

  async function applicationRow(where: { documentId: string } | { id: number }) {
    return (await strapi.db.query(APPLICATION_UID).findOne({
      where,
      populate: {
        candidate: { select: ['id', 'email', 'language'] },
        job_offer: { select: ['title', 'offer_id', 'slug', 'place'], populate: { agency: { select: ['name', 'recruitment_email', 'website'] } } },
      },
    })) as {
      id: number;
      state: ApplicationState;
      refusal_reason: RefusalReason | null;
      history: ApplicationStep[] | null;
      details: ApplicationDetails | null;
      candidate: { id: number; email: string; language: string } | null;
      job_offer: {
        title: string;
        offer_id: number;
        slug: string;
        place: string | null;
        agency: { name: string; recruitment_email: string | null; website: string | null } | null;
      } | null;
    } | null;
  }

  /** The candidate's email of an answer (none for « seen »), queued. */
  async function tell(
    row: NonNullable<Awaited<ReturnType<typeof applicationRow>>>,
    to: ApplicationState,
    reason: RefusalReason | null,
    interview: InterviewProposal | null = null,
  ): Promise<void> {
    if (!isAnswer(to) || row.candidate === null || row.job_offer === null) return;
    await outbox().enqueue({
      to: row.candidate.email,
      ...(await candidateEmail(to, accountLanguage(row.candidate.language), agencyOf(row.job_offer), reason, interview, row.details)),
      purpose: `application:${to}`,
      application: row.id,
    });
  }

  /** An offer with how to reach its agency. */
  function agencyOf<O extends { agency: { name: string; recruitment_email: string | null; website: string | null } | null }>(offer: O) {
    return {
      ...offer,
      agency: offer.agency === null ? null : { name: offer.agency.name, email: offer.agency.recruitment_email, website: offer.agency.website },
    };
  }

  /** The candidate's email of an answer, in the account's language: the offer, and how to reach its agency. */
  async function candidateEmail(
    answer: Answer,
    locale: Locale,
    offer: { title: string; offer_id: number; slug: string; place: string | null; agency: EmailAgency | null },
    reason: RefusalReason | null,
    interview: InterviewProposal | null,
    details: ApplicationDetails | null,
  ) {
    return writeEmail(strapi, 'application-answer', locale, {
      answer,
      first_name: details?.first_name ?? null,
      offer: { title: offer.title, offer_id: offer.offer_id, url: offerUrl(locale, offer.slug), place: offer.place },
      agency: offer.agency,
      reason,
      interview,
      applications: `${config.siteUrl}${buildPath('account-applications', locale)}`,
    });
  }
}

export type Applying = ReturnType<typeof applying>;

/** The name applying is registered under in Strapi's container (../bootstrap/services.ts). */
export const APPLYING_SERVICE = 'rythmo.applying';
/** Applying, as started at bootstrap. */
export const applyingOf = (strapi: Core.Strapi): Applying => strapi.get<Applying>(APPLYING_SERVICE);
