/**
 * What applying does beyond the record (issue 31):
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
  APPLICATION_WORDS,
  APPLICATIONS_PER_DAY,
  buildPath,
  gapsSentence,
  isAnswer,
  localeSettings,
  PROFILE_LABELS,
  PROFILE_MESSAGES,
  SITE_TIME_ZONE,
  writtenDate,
  type Answer,
  type ApplicationState,
  type ApplicationStep,
  type Availability,
  type Locale,
  type ProfileCity,
  type RefusalReason,
} from '@rythmo/site-map';
import { composeEmail, type Block } from '../email/message';
import { brandName } from '../email/brand';
import type { Outbox } from '../email/outbox';
import { databaseLimits, tooMany, type Limit } from '../security/limits';
import { accountLanguage } from '../bootstrap/accounts';
import { signLink } from './answer-links';
import { requestLocale, type Negotiating } from '../utils/request-locale';
import { findProfile, presentProfile } from './profile';

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

const TOO_MANY: Readonly<Record<Locale, string>> = {
  fr: `Vous avez envoyé ${APPLICATIONS_PER_DAY} candidatures aujourd’hui : réessayez demain.`,
  en: `You have sent ${APPLICATIONS_PER_DAY} applications today: try again tomorrow.`,
};

const longDate = (locale: Locale, date: Date): string =>
  writtenDate(locale, new Intl.DateTimeFormat(localeSettings(locale).iso, { dateStyle: 'long', timeZone: SITE_TIME_ZONE }), date);

const DAY_WORDS: Record<string, string> = { mon: 'lundi', tue: 'mardi', wed: 'mercredi', thu: 'jeudi', fri: 'vendredi', sat: 'samedi', sun: 'dimanche' };
const SLOT_WORDS: Record<string, string> = { morning: 'matin', afternoon: 'après-midi', evening: 'soir', night: 'nuit' };

/** « samedi, dimanche · matin · 20 h par semaine au plus »: an availability in the agency's words. */
export function availabilityWords(availability: Availability | null): string {
  if (availability === null) return 'non précisées';
  const parts = [
    availability.days.map((day) => DAY_WORDS[day]).join(', '),
    availability.slots.map((slot) => SLOT_WORDS[slot]).join(', '),
    availability.hours_per_week === null ? '' : `${availability.hours_per_week} h par semaine au plus`,
  ].filter((part) => part !== '');
  return parts.length === 0 ? 'non précisées' : parts.join(' · ');
}

export function applying(strapi: Core.Strapi, config: ApplyingConfig, outbox: () => Outbox) {
  let daily: Limit | undefined;
  const limit = (): Limit => (daily ??= databaseLimits(strapi)({ name: 'applications', max: config.perDay, windowMs: DAY_MS }));
  const answerPage = (token: string): string => `${config.siteUrl}${buildPath('application-answer', 'fr')}?t=${encodeURIComponent(token)}`;
  const cvLink = (token: string): string => `${config.siteUrl}/api/application-answers/cv?t=${encodeURIComponent(token)}`;

  /** The agency's email of an application. */
  const agencyEmail = (
    offer: AppliedOffer,
    details: ApplicationDetails,
    message: string | null,
    cv: { name: string } | null,
    links: Record<'view' | Answer, string>,
    expiresAt: Date,
    brand: string,
    studentTypes: string[],
  ) => {
    const name = `${details.first_name} ${details.last_name}`;
    const until = longDate('fr', expiresAt);
    const labels = PROFILE_LABELS.fr;
    const blocks: Block[] = [
      { paragraph: 'Bonjour,' },
      { paragraph: `${name} postule à votre offre « ${offer.title} » (n° ${offer.offer_id}${offer.place ? `, ${offer.place}` : ''}), publiée sur ${brand}.` },
      {
        fields: [
          [labels.first_name, details.first_name],
          [labels.last_name, details.last_name],
          ['Email', details.email],
          [labels.phone, details.phone],
          [labels.city, details.city?.name ?? 'non précisée'],
          [labels.availability, availabilityWords(details.availability)],
          ['Étudiant(e)', details.student ? `oui${studentTypes.length > 0 ? ` (${studentTypes.join(', ')})` : ''}` : 'non'],
        ],
      },
      { paragraph: `${labels.presentation} :` },
      details.presentation === null ? { paragraph: '(aucune)' } : { quote: details.presentation },
      { paragraph: 'Message :' },
      message === null ? { paragraph: '(aucun)' } : { quote: message },
      cv === null
        ? { paragraph: 'Pas de CV : la présentation ci-dessus en tient lieu.' }
        : { paragraph: `Le CV est joint à ce message (« ${cv.name} »). Il reste consultable jusqu’au ${until} à cette adresse :` },
      ...(cv === null ? [] : [{ link: links.view } satisfies Block]),
      {
        paragraph: `Votre réponse en un clic : chaque lien ouvre une page de ${brand} où la confirmer, sans compte, jusqu’au ${until}. ${details.first_name} en est prévenu(e) par email.`,
      },
      ...ANSWERS.map((answer): Block => ({ action: APPLICATION_WORDS.fr.answers[answer], href: links[answer] })),
      { paragraph: `Pour écrire à ${name}, répondez simplement à ce message.` },
      { paragraph: `L’équipe ${brand}` },
    ];
    return composeEmail(`Candidature : ${offer.title} (n° ${offer.offer_id}), ${name}`, blocks);
  };

  return {
    /** Before the record: the profile complete, the day's limit not reached. Resolves with what will be sent. */
    async prepare(user: number, ctx: Answering): Promise<{ details: ApplicationDetails; cv: { id: number; name: string } | null }> {
      const locale = requestLocale(ctx);
      const stored = await findProfile(strapi, user);
      const profile = presentProfile(stored);
      if (profile.missing.length > 0) {
        const message = PROFILE_MESSAGES[locale].incomplete(gapsSentence(profile.missing, locale));
        throw new errors.ValidationError(message, { missing: profile.missing });
      }
      const waitMs = await limit().retryAfterMs([String(user)]);
      if (waitMs > 0) throw tooMany(ctx, waitMs, TOO_MANY[locale]);
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
        ...agencyEmail(offer, details, message, cv, links, expiresAt, await brandName(strapi), await studentTypeNames(details.student_types)),
        attachments: cv === null ? [] : [{ file: cv.id, name: cv.name }],
        purpose: 'application:agency',
        application: application.id,
      });
    },

    /**
     * Moves an application to a state, once: the step is kept with its date, and the candidate is told of
     * an answer. Resolves with whether it moved.
     */
    async move(documentId: string, to: ApplicationState, reason: RefusalReason | null = null): Promise<boolean> {
      const row = await applicationRow({ documentId });
      if (row === null || row.state === to) return false;
      const step: ApplicationStep = { state: to, at: new Date().toISOString(), ...(reason !== null ? { reason } : {}) };
      // Conditional on the state read: two answers at once move it once.
      const { count } = (await strapi.db.query(APPLICATION_UID).updateMany({
        where: { id: row.id, state: row.state },
        data: { state: to, refusal_reason: reason, history: [...(row.history ?? []), step] },
      })) as { count: number };
      if (count !== 1) return false;
      await tell(row, to, reason);
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
      populate: { candidate: { select: ['id', 'email', 'language'] }, job_offer: { select: ['title', 'offer_id', 'slug'] } },
    })) as {
      id: number;
      state: ApplicationState;
      refusal_reason: RefusalReason | null;
      history: ApplicationStep[] | null;
      details: ApplicationDetails | null;
      candidate: { id: number; email: string; language: string } | null;
      job_offer: { title: string; offer_id: number; slug: string } | null;
    } | null;
  }

  /** The candidate's email of an answer (none for « seen »), queued. */
  async function tell(row: NonNullable<Awaited<ReturnType<typeof applicationRow>>>, to: ApplicationState, reason: RefusalReason | null): Promise<void> {
    if (!isAnswer(to) || row.candidate === null || row.job_offer === null) return;
    await outbox().enqueue({
      to: row.candidate.email,
      ...(await candidateEmail(to, accountLanguage(row.candidate.language), row.job_offer, reason, row.details)),
      purpose: `application:${to}`,
      application: row.id,
    });
  }

  async function candidateEmail(
    answer: Answer,
    locale: Locale,
    offer: { title: string; offer_id: number },
    reason: RefusalReason | null,
    details: ApplicationDetails | null,
  ) {
    const brand = await brandName(strapi);
    const words = APPLICATION_WORDS[locale];
    const mine = `${config.siteUrl}${buildPath('account-applications', locale)}`;
    const hello = locale === 'fr' ? `Bonjour${details ? ` ${details.first_name}` : ''},` : `Hello${details ? ` ${details.first_name}` : ''},`;
    const fr: Record<Answer, () => [string, string]> = {
      interview: () => [
        `${brand} : un entretien vous est proposé pour « ${offer.title} »`,
        `Bonne nouvelle : l’agence vous propose un entretien pour l’offre « ${offer.title} » (n° ${offer.offer_id}). Elle vous contacte${details ? ` au ${details.phone} ou à ${details.email}` : ''}.`,
      ],
      refused: () => [
        `${brand} : votre candidature à « ${offer.title} »`,
        `Votre candidature à l’offre « ${offer.title} » (n° ${offer.offer_id}) n’a pas été retenue${reason ? ` (${words.reasons[reason].toLowerCase()})` : ''}. D’autres offres vous attendent selon votre rythme.`,
      ],
      filled: () => [
        `${brand} : le poste « ${offer.title} » est pourvu`,
        `Le poste de l’offre « ${offer.title} » (n° ${offer.offer_id}) est pourvu. Merci pour votre candidature ; d’autres offres vous attendent selon votre rythme.`,
      ],
    };
    const en: Record<Answer, () => [string, string]> = {
      interview: () => [
        `${brand}: an interview is offered for “${offer.title}”`,
        `Good news: the agency offers you an interview for the offer “${offer.title}” (no. ${offer.offer_id}). It will contact you${details ? ` on ${details.phone} or at ${details.email}` : ''}.`,
      ],
      refused: () => [
        `${brand}: your application for “${offer.title}”`,
        `Your application for the offer “${offer.title}” (no. ${offer.offer_id}) was not selected${reason ? ` (${words.reasons[reason].toLowerCase()})` : ''}. More offers are waiting, at your own pace.`,
      ],
      filled: () => [
        `${brand}: the position “${offer.title}” is filled`,
        `The position of the offer “${offer.title}” (no. ${offer.offer_id}) is filled. Thank you for applying; more offers are waiting, at your own pace.`,
      ],
    };
    const [subject, body] = (locale === 'fr' ? fr : en)[answer]();
    return composeEmail(
      subject,
      [
        { paragraph: hello },
        { paragraph: body },
        { action: locale === 'fr' ? 'Voir mes candidatures' : 'See my applications', href: mine },
        { paragraph: locale === 'fr' ? `L’équipe ${brand}` : `The ${brand} team` },
      ],
      locale,
    );
  }
}

export type Applying = ReturnType<typeof applying>;
